import * as migration_20261121_235105_initial from './20261121_235105_initial';
import * as migration_20261122_004254_attribution_last_touch from './20261122_004254_attribution_last_touch';
import * as migration_20261122_010000_attribution_daily_rollup from './20261122_010000_attribution_daily_rollup';

export const migrations = [
  {
    up: migration_20261121_235105_initial.up,
    down: migration_20261121_235105_initial.down,
    name: '20261121_235105_initial',
  },
  {
    up: migration_20261122_004254_attribution_last_touch.up,
    down: migration_20261122_004254_attribution_last_touch.down,
    name: '20261122_004254_attribution_last_touch'
  },
  {
    up: migration_20261122_010000_attribution_daily_rollup.up,
    down: migration_20261122_010000_attribution_daily_rollup.down,
    name: '20261122_010000_attribution_daily_rollup'
  },
];
