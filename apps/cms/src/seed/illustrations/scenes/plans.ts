import type { PlanId } from '@ecs/shared/catalog'
import {
  COLORS,
  SKIN,
  circle,
  cloud,
  doc,
  ground,
  group,
  hose,
  house,
  person,
  rect,
  sky,
  sparkle,
  spray,
  sun,
  tree,
  waterPole,
} from '../kit'
import type { Illustration } from '../types'

/** A year as twelve month tiles, the visit months marked. */
function calendar(x: number, y: number, visitMonths: readonly number[]): string {
  let tiles = ''
  for (let month = 0; month < 12; month += 1) {
    const tx = x + 30 + (month % 4) * 78
    const ty = y + 90 + Math.floor(month / 4) * 70
    const visit = visitMonths.includes(month)
    tiles += rect(tx, ty, 64, 56, visit ? COLORS.brand : '#f1f5f9', 'rx="8"')
    if (visit)
      tiles += `<path d="M${tx + 18} ${ty + 29} l 10 10 l 20 -20" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  return (
    rect(x + 8, y + 12, 360, 330, '#000000', 'rx="22" opacity="0.12"') +
    rect(x, y, 360, 330, '#ffffff', 'rx="22"') +
    rect(x, y, 360, 66, COLORS.brandDark, 'rx="22"') +
    rect(x, y + 40, 360, 26, COLORS.brandDark) +
    [90, 270].map((rx) => rect(x + rx - 8, y - 16, 16, 40, '#94a3b8', 'rx="8"')).join('') +
    tiles
  )
}

/** Basic: a tidy home, a quarterly visit with a brush at the front door, four visits marked. */
function basic(): string {
  const groundY = 820
  const home = house(560, groundY, { width: 500, siding: '#f3efe7', roof: '#52606d', door: '#1e3a8a' })
  const worker = person(900, groundY + 40, { armAngle: -40, facing: -1, skin: SKIN[1] })
  return doc(
    sky('day') +
      sun(160, 140, 50) +
      cloud(900, 110, 0.8) +
      tree(140, groundY + 10, 1.1) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      waterPole(worker.hands, [700, 560]) +
      worker.svg +
      calendar(1120, 260, [2, 5, 8, 11]) +
      sparkle(700, 520, 20),
  )
}

/** Plus: the home with its patio rinsed between visits, six visits marked. */
function plus(): string {
  const groundY = 760
  const home = house(540, groundY, { width: 520, garage: true, siding: '#eef2f6', roof: '#475569', door: '#0f766e' })
  const worker = person(760, 930, { armAngle: 50, skin: SKIN[2] })
  return doc(
    sky('day') +
      cloud(180, 120, 1) +
      sun(980, 120, 46) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      rect(200, groundY + 40, 760, 200, COLORS.concreteClean) +
      worker.svg +
      spray(worker.hands, [920, 980], { width: 80 }) +
      hose([770, 950], [100, 1000]) +
      calendar(1120, 260, [0, 2, 4, 6, 8, 10]) +
      sparkle(360, 880, 18) +
      sparkle(560, 840, 14),
  )
}

/** Premium: the home soft washed top to bottom for its annual deep clean, every month marked. */
function premium(): string {
  const groundY = 820
  const home = house(560, groundY, { width: 520, siding: '#f8f5ef', roof: '#334155', door: '#7f1d1d' })
  const worker = person(960, groundY + 40, { armAngle: -35, facing: -1, skin: SKIN[3] })
  return doc(
    sky('day') +
      cloud(260, 100, 0.9) +
      tree(130, groundY + 10, 1.2) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      worker.svg +
      spray(worker.hands, [760, 480], { width: 170, soft: true }) +
      calendar(1120, 260, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) +
      group(
        circle(0, 0, 46, '#f59e0b') +
          `<path d="M0 -26 l 8 17 l 18 2 l -13 12 l 4 18 l -17 -9 l -17 9 l 4 -18 l -13 -12 l 18 -2 z" fill="#ffffff"/>`,
        'translate(1450 270)',
      ) +
      sparkle(420, 420, 22) +
      sparkle(700, 600, 16) +
      sparkle(560, 300, 14),
  )
}

const SCENES: Record<PlanId, Omit<Illustration, 'key'>> = {
  basic: {
    alt: 'A tidy home with a technician at the front windows and a calendar marking four seasonal visits a year',
    focal: { x: 50, y: 50 },
    draw: basic,
  },
  plus: {
    alt: 'A home with its patio being rinsed between cleanings and a calendar marking a visit every other month',
    focal: { x: 50, y: 55 },
    draw: plus,
  },
  premium: {
    alt: 'A home soft washed for its annual deep cleaning, with a calendar marking a visit every month of the year',
    focal: { x: 50, y: 50 },
    draw: premium,
  },
}

/** One illustration per protection plan, keyed `plan-<id>`. */
export const planIllustration = (plan: PlanId): Illustration => ({ key: `plan-${plan}`, ...SCENES[plan] })
