import {
  COLORS,
  SKIN,
  blockBuilding,
  boomLift,
  bush,
  car,
  circle,
  cloud,
  doc,
  glassTower,
  ground,
  group,
  hose,
  house,
  line,
  person,
  poly,
  rect,
  sky,
  sparkle,
  spray,
  stains,
  sun,
  tree,
  van,
  waterPole,
  windowPane,
} from '../kit'
import type { Illustration } from '../types'

/** An office campus: two glass towers and a plaza, a lift crew on the nearer tower. */
function commercialRealEstate(): string {
  const groundY = 860
  const worker = person(0, 0, { armAngle: -30, helmet: '#ffffff', skin: SKIN[1] })
  return doc(
    sky('day') +
      sun(1400, 130, 52) +
      cloud(300, 150, 1) +
      glassTower(160, groundY, 380, 700, { columns: 5, rows: 14, tint: '#a7d3ec' }) +
      glassTower(1040, groundY, 420, 780, { columns: 5, rows: 15 }) +
      blockBuilding(600, groundY, 380, 420, { color: '#e2e8f0', columns: 4, rows: 5 }) +
      boomLift(900, groundY, [1120, 470]) +
      group(worker.svg, 'translate(1110 476)') +
      ground(groundY, '#d9dee4', '#c3cad2') +
      tree(620, groundY + 40, 0.8) +
      tree(980, groundY + 40, 0.7) +
      van(120, groundY + 120, 0.8) +
      sparkle(1260, 320, 22) +
      sparkle(1180, 400, 14),
  )
}

/** A clinic entrance under a canopy with a red cross, a technician rinsing the walkway in a coned-off zone. */
function healthcare(): string {
  const groundY = 700
  const worker = person(980, 900, { armAngle: 55, skin: SKIN[0] })
  return doc(
    sky('day') +
      cloud(200, 100, 0.9) +
      blockBuilding(140, groundY, 1320, 520, { color: '#f1f5f9', columns: 9, rows: 4, roofColor: '#cbd5e1' }) +
      rect(560, 460, 480, 40, '#0f766e') +
      rect(580, 500, 440, 200, COLORS.glass) +
      line(800, 500, 800, 700, '#ffffff', 6) +
      rect(770, 240, 60, 160, '#dc2626') +
      rect(720, 290, 160, 60, '#dc2626') +
      rect(0, groundY, 1600, 300, COLORS.concrete) +
      rect(560, groundY, 480, 300, COLORS.concreteClean) +
      stains(1040, groundY + 20, 500, 260, 10, '#78716c', 6) +
      [600, 1040]
        .map((x) =>
          poly(
            [
              [x - 20, 990],
              [x, 930],
              [x + 20, 990],
            ],
            '#f97316',
          ),
        )
        .join('') +
      line(600, 950, 1040, 950, '#f97316', 4, 'stroke-dasharray="18 10"') +
      worker.svg +
      spray(worker.hands, [1150, 960], { width: 80 }) +
      hose([990, 930], [1600, 990]) +
      bush(300, groundY + 20, 1.2) +
      bush(1300, groundY + 20, 1.2) +
      sparkle(700, 820, 20) +
      sparkle(860, 760, 14),
  )
}

/** A brick school with a clock and flag, a technician with a water-fed pole on the upper windows. */
function education(): string {
  const groundY = 840
  const worker = person(1220, groundY + 40, { armAngle: -60, facing: -1, skin: SKIN[3] })
  let bricks = ''
  for (let y = 300; y < groundY; y += 26)
    bricks += line(180, y, 1420, y, '#8f3f2c', 2, 'opacity="0.3" stroke-linecap="butt"')
  return doc(
    sky('day') +
      cloud(1200, 120, 1) +
      rect(180, 300, 1240, 540, COLORS.brick) +
      bricks +
      poly(
        [
          [660, 300],
          [800, 170],
          [940, 300],
        ],
        '#7f1d1d',
      ) +
      circle(800, 250, 40, '#ffffff') +
      line(800, 250, 800, 225, '#1f2937', 5) +
      line(800, 250, 818, 258, '#1f2937', 5) +
      [260, 440, 620, 980, 1160, 1300]
        .map((x) => windowPane(x, 360, 100, 120) + windowPane(x, 560, 100, 120))
        .join('') +
      rect(730, 620, 140, 220, '#1e3a8a') +
      rect(150, 290, 1300, 20, '#7f1d1d') +
      line(100, groundY, 100, 340, '#cbd5e1', 6) +
      rect(100, 340, 110, 64, '#ffffff') +
      [0, 1, 2, 3].map((index) => rect(100, 340 + index * 16, 110, 8, '#dc2626')).join('') +
      rect(100, 340, 48, 32, '#1e3a8a') +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      rect(700, groundY, 200, 160, COLORS.concreteClean) +
      waterPole(worker.hands, [1060, 400]) +
      worker.svg +
      tree(1500, groundY + 40, 1) +
      sparkle(1080, 380, 22) +
      sparkle(1200, 560, 14),
  )
}

/** A warehouse with loading docks, a truck at one bay, a technician washing the oil-stained dock apron. */
function industrial(): string {
  const groundY = 660
  const worker = person(560, 900, { armAngle: 50, skin: SKIN[2], helmet: '#f59e0b' })
  let ribs = ''
  for (let x = 100; x < 1500; x += 28) ribs += line(x, 260, x, groundY, '#000000', 2, 'opacity="0.08"')
  return doc(
    sky('overcast') +
      rect(100, 240, 1400, 420, '#9ca3af') +
      ribs +
      rect(80, 220, 1440, 30, '#6b7280') +
      [0, 1, 2, 3, 4]
        .map(
          (index) =>
            rect(180 + index * 260, 430, 180, 230, index === 3 ? '#1f2937' : '#d1d5db') +
            rect(180 + index * 260, 410, 180, 16, '#fbbf24'),
        )
        .join('') +
      [0, 1, 2, 3, 4, 5, 6, 7].map((index) => rect(150 + index * 170, 290, 120, 40, COLORS.glassLight)).join('') +
      rect(0, groundY, 1600, 340, '#a8a29e') +
      stains(0, groundY + 20, 1600, 320, 24, '#44403c', 8) +
      poly(
        [
          [300, groundY],
          [700, groundY],
          [760, 1000],
          [240, 1000],
        ],
        '#e7e5e4',
      ) +
      // the truck backed to bay four
      rect(960, 470, 320, 200, '#f8fafc') +
      rect(960, 470, 320, 30, COLORS.brand) +
      circle(1010, 680, 30, '#111827') +
      circle(1220, 680, 30, '#111827') +
      worker.svg +
      spray(worker.hands, [760, 960], { width: 90 }) +
      hose([570, 930], [0, 980]) +
      sparkle(420, 820, 20) +
      sparkle(560, 760, 14),
  )
}

/** A row of storefronts with awnings before opening time, a technician squeegeeing the shop glass. */
function retail(): string {
  const groundY = 820
  const worker = person(720, groundY + 40, { armAngle: -25, skin: SKIN[1] })
  const awnings = ['#dc2626', COLORS.brand, '#0f766e', '#d97706']
  return doc(
    sky('morning') +
      sun(1440, 150, 50, '#fde7b0') +
      rect(0, 220, 1600, 600, '#efe6d8') +
      rect(0, 200, 1600, 30, '#a8977f') +
      awnings
        .map((color, index) => {
          const x = 40 + index * 400
          const stripes = [0, 1, 2, 3, 4, 5]
            .map((stripe) => rect(x + stripe * 56, 330, 28, 70, '#ffffff', 'opacity="0.8"'))
            .join('')
          return (
            rect(x, 260, 340, 50, '#374151') +
            rect(x + 30, 410, 280, 300, COLORS.glass) +
            poly(
              [
                [x + 60, 710],
                [x + 180, 410],
                [x + 230, 410],
                [x + 110, 710],
              ],
              '#ffffff',
              'opacity="0.35"',
            ) +
            rect(x, 330, 336, 70, color) +
            stripes +
            rect(x + 120, 600, 100, 220, '#1f2937')
          )
        })
        .join('') +
      rect(0, groundY, 1600, 180, COLORS.concreteClean) +
      line(0, groundY + 90, 1600, groundY + 90, '#d6d3d1', 4) +
      worker.svg +
      group(
        rect(-6, -40, 12, 50, '#1f2937') + rect(-44, -48, 88, 10, '#1f2937', 'rx="3"'),
        `translate(${worker.hands[0] + 4} ${worker.hands[1]}) rotate(15)`,
      ) +
      rect(560, groundY - 10, 70, 60, '#1e40af', 'rx="8"') +
      // shopping carts
      [1240, 1300]
        .map(
          (x) =>
            rect(x, groundY - 60, 80, 50, 'none', 'stroke="#94a3b8" stroke-width="5"') +
            circle(x + 10, groundY + 2, 8, '#475569') +
            circle(x + 70, groundY + 2, 8, '#475569'),
        )
        .join('') +
      sparkle(880, 460, 24) +
      sparkle(640, 560, 14),
  )
}

/** A restaurant's patio with umbrellas and tables, a technician degreasing the pad after close. */
function restaurants(): string {
  const groundY = 640
  const worker = person(1180, 920, { armAngle: 55, facing: -1, skin: SKIN[0] })
  return doc(
    sky('dusk') +
      rect(120, 240, 1360, 400, '#7c2d12') +
      rect(100, 220, 1400, 30, '#431407') +
      [0, 1, 2, 3].map((index) => rect(200 + index * 320, 330, 220, 220, '#fcd34d', 'opacity="0.85"')).join('') +
      rect(640, 160, 320, 70, '#fef3c7', 'rx="10"') +
      rect(660, 180, 280, 30, '#b45309', 'rx="6"') +
      rect(0, groundY, 1600, 360, '#d6d3d1') +
      stains(0, groundY + 30, 1600, 330, 14, '#57534e', 12) +
      poly(
        [
          [1300, groundY],
          [1600, groundY],
          [1600, 1000],
          [1150, 1000],
        ],
        COLORS.concreteClean,
      ) +
      [260, 620, 980]
        .map(
          (x) =>
            line(x, 500, x, 820, '#78716c', 6) +
            poly(
              [
                [x - 150, 520],
                [x, 440],
                [x + 150, 520],
              ],
              x === 620 ? COLORS.brand : '#0f766e',
            ) +
            rect(x - 90, 770, 180, 14, '#57534e') +
            line(x - 70, 784, x - 70, 860, '#57534e', 6) +
            line(x + 70, 784, x + 70, 860, '#57534e', 6),
        )
        .join('') +
      worker.svg +
      spray(worker.hands, [1060, 960], { width: 90 }) +
      hose([1180, 940], [1600, 990]) +
      sparkle(1400, 800, 20) +
      sparkle(1300, 900, 14),
  )
}

/** A row of townhomes around a community pool, a technician washing the shared walkway. */
function communityAssociation(): string {
  const groundY = 720
  const worker = person(1120, 960, { armAngle: 50, facing: -1, skin: SKIN[2] })
  const homes = [220, 620, 1020, 1400].map((cx, index) =>
    house(cx, groundY, { width: 340, siding: index % 2 ? '#e7e5e4' : COLORS.siding }),
  )
  return doc(
    sky('day') +
      sun(180, 120, 50) +
      cloud(900, 110, 0.9) +
      homes.map((home) => home.svg).join('') +
      rect(0, groundY, 1600, 380, COLORS.grass) +
      rect(0, 880, 1600, 220, COLORS.concrete) +
      rect(0, 880, 900, 220, COLORS.concreteClean) +
      stains(900, 900, 640, 180, 8, '#78716c', 4) +
      rect(300, 760, 520, 90, '#38bdf8', 'rx="18"') +
      line(340, 790, 780, 790, '#e0f2fe', 4) +
      worker.svg +
      spray(worker.hands, [960, 1000], { width: 80 }) +
      hose([1160, 960], [1600, 1040]) +
      bush(960, groundY + 30, 1) +
      sparkle(500, 930, 20) +
      sparkle(700, 980, 14),
  )
}

/** A hotel tower with an entrance canopy and a waiting car, a crew on a boom lift cleaning its glass. */
function hotel(): string {
  const groundY = 860
  const worker = person(0, 0, { armAngle: -35, helmet: '#ffffff', skin: SKIN[3] })
  return doc(
    sky('day') +
      cloud(260, 140, 1) +
      cloud(1300, 90, 0.8) +
      blockBuilding(420, groundY, 760, 740, { color: '#f5f5f4', columns: 7, rows: 11, roofColor: '#78716c' }) +
      rect(620, groundY - 120, 360, 30, COLORS.brandDark) +
      rect(660, groundY - 90, 280, 90, COLORS.glass) +
      ground(groundY, COLORS.concrete, COLORS.concreteDark) +
      car(230, groundY + 110, '#1f2937', 0.9) +
      boomLift(1320, groundY, [1190, 420]) +
      group(worker.svg, 'translate(1180 426)') +
      tree(320, groundY + 30, 0.8) +
      sparkle(1100, 360, 22) +
      sparkle(1040, 460, 14),
  )
}

/** Two apartment blocks a property manager runs, a technician soft washing the nearer one from the ground. */
function propertyManagement(): string {
  const groundY = 840
  const worker = person(1180, groundY + 60, { armAngle: -55, facing: -1, skin: SKIN[1] })
  return doc(
    sky('day') +
      sun(1420, 120, 46) +
      blockBuilding(120, groundY, 560, 600, { color: '#e7d8c9', columns: 5, rows: 8 }) +
      blockBuilding(760, groundY, 620, 520, { color: '#dbeafe', columns: 6, rows: 7, roofColor: '#64748b' }) +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      rect(0, groundY + 80, 1600, 180, COLORS.concrete) +
      worker.svg +
      spray(worker.hands, [1040, 520], { width: 110, soft: true }) +
      hose([1200, groundY + 60], [1600, groundY + 140]) +
      van(60, groundY + 230, 0.7) +
      tree(700, groundY + 40, 0.9) +
      sparkle(980, 560, 20) +
      sparkle(900, 640, 14),
  )
}

/** A four-level parking garage with cars on each deck, a technician pressure washing the oil-stained entry lane. */
function parkingGarage(): string {
  const groundY = 860
  const worker = person(980, 980, { armAngle: 45, skin: SKIN[0], helmet: '#ffffff' })
  const decks = [0, 1, 2, 3]
    .map((level) => {
      const y = groundY - (level + 1) * 160
      return (
        rect(160, y, 1280, 24, COLORS.concreteDark) +
        rect(160, y + 24, 1280, 136, '#57534e') +
        [260, 560, 900, 1180]
          .map((x, index) => car(x, y + 150, ['#b91c1c', '#1d4ed8', '#f8fafc', '#15803d'][(index + level) % 4]!, 0.55))
          .join('')
      )
    })
    .join('')
  return doc(
    sky('day') +
      cloud(1300, 90, 0.9) +
      decks +
      [160, 580, 1020, 1420].map((x) => rect(x, groundY - 640, 20, 640, COLORS.concrete)).join('') +
      ground(groundY, COLORS.asphalt, '#374151') +
      stains(1040, groundY + 40, 500, 200, 10, '#1f2937', 8) +
      rect(300, groundY + 40, 740, 200, '#6b7280') +
      worker.svg +
      spray(worker.hands, [1180, 1010], { width: 90 }) +
      hose([940, 960], [0, 1040]) +
      sparkle(600, 960, 20) +
      sparkle(420, 1000, 14),
  )
}

const SCENES = {
  'commercial-real-estate': {
    alt: 'An office campus of glass towers, a Clearview crew on a boom lift cleaning the windows and the company van parked on the plaza',
    focal: { x: 60, y: 50 },
    draw: commercialRealEstate,
  },
  'healthcare-facilities': {
    alt: 'A clinic entrance under a canopy with a red cross, a technician rinsing the walkway inside a coned-off zone',
    focal: { x: 55, y: 70 },
    draw: healthcare,
  },
  'educational-institutions': {
    alt: 'A brick school with a clock and a flag, a technician cleaning the upper windows with a water-fed pole',
    focal: { x: 55, y: 45 },
    draw: education,
  },
  'industrial-facilities': {
    alt: 'A warehouse with loading docks and a truck at one bay, a technician pressure washing the oil-stained dock apron',
    focal: { x: 40, y: 75 },
    draw: industrial,
  },
  'retail-stores': {
    alt: 'A row of shops with striped awnings before opening time, a technician squeegeeing the storefront glass',
    focal: { x: 45, y: 60 },
    draw: retail,
  },
  restaurants: {
    alt: 'A restaurant patio with umbrellas and tables at closing time, a technician degreasing the concrete pad',
    focal: { x: 65, y: 70 },
    draw: restaurants,
  },
  'hoas-and-community-associations': {
    alt: 'A row of townhomes around a community pool, a technician pressure washing the shared walkway',
    focal: { x: 60, y: 80 },
    draw: communityAssociation,
  },
  hotels: {
    alt: 'A hotel tower with an entrance canopy and a car at the door, a Clearview crew on a boom lift cleaning its windows',
    focal: { x: 70, y: 45 },
    draw: hotel,
  },
  'property-management': {
    alt: 'Two apartment blocks, a technician soft washing the walls of the nearer one from the ground',
    focal: { x: 65, y: 55 },
    draw: propertyManagement,
  },
  'parking-operators': {
    alt: 'A four-level parking garage with cars on each deck, a technician pressure washing the oil-stained entry lane',
    focal: { x: 65, y: 85 },
    draw: parkingGarage,
  },
} satisfies Record<string, Omit<Illustration, 'key'>>

type IndustrySlug = keyof typeof SCENES

/** One illustration per industry (by the industry's slug), keyed `industry-<slug>`. */
export function industryIllustration(slug: string): Illustration {
  const scene = SCENES[slug as IndustrySlug]
  if (!scene) throw new Error(`No illustration for the industry ${slug}`)
  return { key: `industry-${slug}`, ...scene }
}
