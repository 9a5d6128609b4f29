import * as migration_20261121_235105_initial from './20261121_235105_initial';

export const migrations = [
  {
    up: migration_20261121_235105_initial.up,
    down: migration_20261121_235105_initial.down,
    name: '20261121_235105_initial'
  },
];
