import type { LocationSlug } from '@ecs/shared/catalog'
import { COLORS, circle, cloud, doc, ground, hills, id, line, pine, poly, rect, sky, sun, tree, van } from '../kit'
import type { Illustration } from '../types'

/** A skyline of flat towers between `from` and `to`, seeded so the same city draws the same. */
function towers(from: number, to: number, baseY: number, color: string, seed: number, maxHeight = 300): string {
  let value = seed
  const next = () => {
    value = (value * 9301 + 49297) % 233280
    return value / 233280
  }
  let svg = ''
  for (let x = from; x < to;) {
    const w = 50 + next() * 70
    const h = 80 + next() * maxHeight
    svg += rect(x, baseY - h, w, h, color)
    for (let row = baseY - h + 18; row < baseY - 16; row += 26)
      svg += rect(x + 10, row, w - 20, 8, '#ffffff', 'opacity="0.18"')
    x += w + 6
  }
  return svg
}

function water(y: number, height: number, top = '#7fb6d9', bottom = '#3f7fae'): string {
  const name = id('river')
  return (
    `<defs><linearGradient id="${name}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, y, 1600, height, `url(#${name})`) +
    [160, 520, 880, 1240]
      .map((x, index) => line(x, y + 30 + index * 14, x + 140, y + 30 + index * 14, '#ffffff', 3, 'opacity="0.35"'))
      .join('')
  )
}

/** The Potomac with the Capitol dome and the Washington Monument, cherry trees on the near bank. */
function dmv(): string {
  const base = 620
  return doc(
    sky('morning') +
      sun(1320, 200, 60, '#fde7b0') +
      cloud(200, 150, 1) +
      towers(0, 420, base, '#b7c2d3', 3, 160) +
      towers(1100, 1600, base, '#b7c2d3', 8, 180) +
      // the Washington Monument
      poly(
        [
          [520, base],
          [548, 180],
          [572, 180],
          [600, base],
        ],
        '#f5f0e6',
      ) +
      poly(
        [
          [548, 180],
          [560, 150],
          [572, 180],
        ],
        '#e7e0d2',
      ) +
      // the Capitol
      rect(760, 470, 460, 150, '#f5f0e6') +
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => rect(790 + index * 48, 500, 14, 110, '#e2dccf')).join('') +
      rect(880, 420, 220, 50, '#eee8dc') +
      rect(910, 360, 160, 60, '#f5f0e6') +
      `<path d="M900 362 Q 990 220 1080 362 Z" fill="#f5f0e6"/>` +
      rect(980, 240, 20, 40, '#eee8dc') +
      circle(990, 234, 10, '#eee8dc') +
      water(base, 180) +
      ground(base + 170, COLORS.grass, COLORS.grassDark) +
      [140, 420, 1180, 1460].map((x) => tree(x, base + 230, 0.9, '#f9a8d4')).join('') +
      van(600, 880, 0.9),
  )
}

/** The Columbia at Kennewick: the cable-stayed bridge, brown hills beyond and vineyard rows in front. */
function triCities(): string {
  const base = 560
  const deckY = 520
  const stays = (towerX: number) =>
    [-1, 1]
      .flatMap((side) =>
        [60, 120, 180, 240, 300].map((offset) =>
          line(towerX, 260 + offset / 6, towerX + side * offset * 1.6, deckY, '#e2e8f0', 3),
        ),
      )
      .join('')
  let vines = ''
  for (let row = 0; row < 6; row += 1)
    vines += line(0, 780 + row * 40, 1600, 760 + row * 44, '#4d7c3a', 14, 'opacity="0.85"')
  return doc(
    sky('day') +
      sun(1420, 140, 56) +
      cloud(260, 130, 0.9) +
      hills(440, '#c9a97a', 70, 1.2) +
      hills(500, '#b08d5b', 50, 0.8) +
      water(base, 130, '#6fa8cf', '#3d7aa6') +
      // the bridge: two towers, fans of stays, the deck
      rect(0, deckY, 1600, 24, '#cbd5e1') +
      rect(0, deckY + 24, 1600, 8, '#94a3b8') +
      [560, 1040].map((x) => rect(x - 12, 240, 24, 340, '#e2e8f0') + stays(x)).join('') +
      rect(0, base + 120, 1600, 40, '#d6c39b') +
      rect(0, base + 150, 1600, 290, '#a3b46b') +
      vines +
      van(980, 880, 0.9),
  )
}

/** Downtown Houston's towers against a warm sky, live oaks and the bayou in front. */
function houston(): string {
  const base = 640
  return doc(
    sky('morning') +
      sun(260, 170, 70, '#fdd9a0') +
      cloud(1200, 120, 0.9) +
      towers(0, 1600, base, '#c3cbd8', 12, 160) +
      // the tall towers: stepped tops, a gabled crown, a slim glass tower
      rect(480, 180, 140, 460, '#6b7f99') +
      rect(500, 140, 100, 40, '#6b7f99') +
      rect(530, 110, 40, 30, '#6b7f99') +
      rect(700, 230, 150, 410, '#8ba3bf') +
      poly(
        [
          [700, 230],
          [775, 150],
          [850, 230],
        ],
        '#8ba3bf',
      ) +
      rect(900, 200, 120, 440, '#4f6a8a') +
      poly(
        [
          [900, 200],
          [960, 120],
          [1020, 200],
        ],
        '#4f6a8a',
      ) +
      rect(1080, 280, 110, 360, '#9fb6cf') +
      [480, 700, 900, 1080].map((x) => rect(x + 20, 300, 12, 300, '#ffffff', 'opacity="0.18"')).join('') +
      water(base, 120, '#6f9a7c', '#4b7a5a') +
      ground(base + 110, COLORS.grass, COLORS.grassDark) +
      [180, 380, 1260, 1480].map((x) => tree(x, base + 200, 1.1, '#4d7c3a')).join('') +
      van(620, 880, 0.9),
  )
}

/** Elliott Bay: the Space Needle, downtown towers and Mount Rainier behind, evergreens on the shore. */
function seattle(): string {
  const base = 600
  return doc(
    sky('day') +
      cloud(180, 120, 1) +
      cloud(1300, 170, 0.8) +
      // Mount Rainier
      poly(
        [
          [760, base],
          [1120, 220],
          [1180, 250],
          [1560, base],
        ],
        '#9fb3c8',
      ) +
      poly(
        [
          [1040, 300],
          [1120, 220],
          [1180, 250],
          [1240, 310],
          [1180, 290],
          [1130, 320],
          [1090, 296],
        ],
        '#ffffff',
      ) +
      towers(760, 1400, base, '#7d8fa6', 21, 230) +
      // the Space Needle
      line(420, base, 450, 260, '#e2e8f0', 10) +
      line(480, base, 450, 260, '#e2e8f0', 10) +
      rect(446, 170, 8, 100, '#e2e8f0') +
      `<path d="M370 250 Q 450 215 530 250 L 500 272 Q 450 262 400 272 Z" fill="#f1f5f9"/>` +
      rect(412, 272, 76, 10, '#cbd5e1') +
      line(450, 170, 450, 120, '#cbd5e1', 4) +
      water(base, 180, '#5b8fb8', '#2f5f86') +
      // a ferry
      rect(1000, base + 60, 220, 40, '#ffffff') +
      rect(1040, base + 36, 140, 26, '#f1f5f9') +
      rect(1000, base + 96, 220, 8, '#166534') +
      ground(base + 170, '#7fb07a', '#5f9a5f') +
      [120, 260, 1380, 1520].map((x) => pine(x, base + 240, 1.1)).join('') +
      van(620, 880, 0.9),
  )
}

const SCENES: Record<LocationSlug, Omit<Illustration, 'key'>> = {
  dmv: {
    alt: 'The Washington Monument and the Capitol dome across the Potomac, cherry trees in bloom and a Clearview van on the near bank',
    focal: { x: 55, y: 45 },
    draw: dmv,
  },
  'tri-cities': {
    alt: 'The cable-stayed bridge over the Columbia River between Kennewick and Pasco, brown hills beyond and vineyard rows in front',
    focal: { x: 50, y: 45 },
    draw: triCities,
  },
  houston: {
    alt: "Downtown Houston's towers against a morning sky, live oaks along the bayou and a Clearview van in the foreground",
    focal: { x: 50, y: 40 },
    draw: houston,
  },
  seattle: {
    alt: 'The Space Needle and downtown Seattle with Mount Rainier behind, a ferry on Elliott Bay and evergreens on the shore',
    focal: { x: 45, y: 40 },
    draw: seattle,
  },
}

/** One skyline per location, keyed `location-<slug>`; the van stands above y 900 so the 2:1 hero cut keeps it. */
export const locationIllustration = (slug: LocationSlug): Illustration => ({ key: `location-${slug}`, ...SCENES[slug] })
