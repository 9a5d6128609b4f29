/** Desktop dropdown timings, for the navigation menu primitives. */
export const MENU_TIMINGS = { openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 } as const

/** Toast behaviour: one at a time, swiped away to the right, F8 focuses the region. */
export const TOAST_SETTINGS = {
  limit: 1,
  durationMs: 5000,
  /** How long a dismissed toast stays mounted; effectively until the page changes. */
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const
