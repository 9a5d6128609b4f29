import type { ArticleSlug } from '@ecs/shared/catalog'
import {
  COLORS,
  SKIN,
  bush,
  circle,
  cloud,
  doc,
  glassTower,
  ground,
  group,
  hose,
  house,
  id,
  line,
  moon,
  person,
  pine,
  poly,
  rect,
  scissorLift,
  sky,
  sparkle,
  spray,
  stars,
  stringLights,
  sun,
  tree,
  waterPole,
  windowPane,
} from '../kit'
import type { Illustration } from '../types'

/** A technician on a scissor lift squeegeeing the glass of a five-story office building. */
function buildingMaintenance(): string {
  const groundY = 880
  const worker = person(0, 0, { armAngle: -45, skin: SKIN[2], helmet: '#ffffff' })
  return doc(
    sky('morning') +
      sun(260, 180, 60, '#fde7b0') +
      cloud(1150, 140, 0.9) +
      glassTower(240, groundY, 1120, 600, { columns: 10, rows: 5, cleanAbove: 560, tint: '#9dd0ea' }) +
      rect(700, groundY - 170, 200, 170, '#1f2937') +
      rect(712, groundY - 160, 176, 160, COLORS.glass) +
      scissorLift(1080, groundY + 20, 330) +
      group(worker.svg, `translate(1060 ${groundY + 20 - 330})`) +
      group(
        rect(-6, -50, 12, 50, '#1f2937') + rect(-40, -58, 80, 10, '#1f2937', 'rx="3"'),
        `translate(${1060 + 44} ${groundY - 330 - 162}) rotate(20)`,
      ) +
      ground(groundY, '#d4d9de', '#bfc6cd') +
      tree(150, groundY + 40, 1) +
      tree(1480, groundY + 40, 0.9) +
      bush(600, groundY + 40, 0.9) +
      sparkle(980, 420, 24) +
      sparkle(1180, 360, 16) +
      sparkle(860, 470, 12),
  )
}

/** A freshly cleaned home on a sunny day: bright siding, clear windows, a clean driveway and flowers. */
function budgetCurbAppeal(): string {
  const groundY = 600
  const home = house(760, groundY, { garage: true, siding: '#fbf7f0', roof: '#52606d', door: '#0f766e' })
  const flowers = Array.from({ length: 14 }, (_, index) =>
    circle(420 + index * 22, groundY + 32 - (index % 2) * 8, 8, index % 3 ? '#f472b6' : '#facc15'),
  ).join('')
  return doc(
    sky('day') +
      sun(1380, 150, 60) +
      cloud(200, 140, 1.1) +
      cloud(1020, 100, 0.7) +
      tree(180, groundY + 10, 1.4) +
      tree(1430, groundY + 10, 1.2) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      poly(
        [
          [860, groundY],
          [1040, groundY],
          [1300, 1000],
          [700, 1000],
        ],
        COLORS.concreteClean,
      ) +
      poly(
        [
          [700, groundY + 10],
          [740, groundY + 10],
          [560, 1000],
          [480, 1000],
        ],
        COLORS.concreteClean,
      ) +
      bush(430, groundY + 40, 1.1) +
      flowers +
      sparkle(700, 360, 26) +
      sparkle(980, 500, 18) +
      sparkle(1100, 800, 22) +
      sparkle(560, 520, 14),
  )
}

/** A modern home with walls of glass over a lake, a technician cleaning a tall pane with a squeegee pole. */
function luxuryWindowCleaning(): string {
  const groundY = 820
  const worker = person(1080, groundY + 40, { armAngle: -70, skin: SKIN[0] })
  const water = id('lake')
  return doc(
    sky('day') +
      cloud(260, 110, 1) +
      cloud(1200, 160, 0.8) +
      // the lake and far shore
      `<defs><linearGradient id="${water}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8d3"/><stop offset="1" stop-color="#2f6f9f"/></linearGradient></defs>` +
      `<path d="M0 430 Q 300 380 640 420 T 1600 400 V 520 H 0 Z" fill="#6b8f71"/>` +
      rect(0, 470, 1600, 200, `url(#${water})`) +
      [200, 520, 900, 1300]
        .map((x) => line(x, 520 + (x % 90), x + 120, 520 + (x % 90), '#ffffff', 3, 'opacity="0.4"'))
        .join('') +
      pine(120, 470, 0.8) +
      pine(1500, 470, 0.9) +
      // the house: cantilevered flat roofs, floor-to-ceiling glass
      rect(260, 330, 1040, 40, '#e7e5e4') +
      rect(300, 370, 960, 450, '#44403c') +
      [0, 1, 2, 3, 4].map((index) => windowPane(330 + index * 186, 400, 160, 390, { frame: '#292524' })).join('') +
      rect(200, 560, 360, 26, '#e7e5e4') +
      rect(1160, groundY - 20, 280, 20, '#a8a29e') +
      ground(groundY, '#a3c9a0', '#8cb889') +
      rect(240, groundY, 1120, 40, '#d6d3d1') +
      waterPole(worker.hands, [940, 470]) +
      worker.svg +
      bush(300, groundY + 40, 1) +
      sparkle(880, 430, 26) +
      sparkle(700, 620, 16) +
      sparkle(420, 500, 14),
  )
}

/** A technician soft washing vinyl siding: the spray's path clean, the rest green-streaked. */
function softWashing(): string {
  const groundY = 900
  const worker = person(1130, groundY + 30, { armAngle: -40, facing: -1, skin: SKIN[1] })
  const wall = id('vinyl')
  let boards = ''
  for (let y = 120; y < groundY; y += 36)
    boards +=
      rect(0, y, 1600, 36, y % 72 ? '#e6eef0' : '#dde7ea') +
      line(0, y + 34, 1600, y + 34, '#94a3b8', 2, 'opacity="0.5"')
  let streaks = ''
  for (let x = 10; x < 760; x += 30)
    streaks += line(
      x,
      140 + ((x * 7) % 80),
      x + 6,
      groundY - 40 - ((x * 11) % 160),
      COLORS.algae,
      12 + ((x * 5) % 9),
      'opacity="0.5"',
    )
  return doc(
    rect(0, 0, 1600, 130, '#cfe6f3') +
      rect(0, 90, 1600, 40, '#475569') +
      boards +
      `<defs><clipPath id="${wall}"><rect x="0" y="120" width="780" height="${groundY - 120}"/></clipPath></defs>` +
      `<g clip-path="url(#${wall})">${rect(0, 120, 780, groundY - 120, '#9aa56e', 'opacity="0.35"')}${streaks}</g>` +
      windowPane(250, 300, 220, 260, { dirty: true }) +
      windowPane(1040, 300, 220, 260) +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      bush(200, groundY + 30, 1.2) +
      bush(620, groundY + 30, 1) +
      worker.svg +
      spray(worker.hands, [800, 420], { width: 220, soft: true }) +
      hose([1140, groundY + 40], [1600, 990]) +
      rect(1330, groundY - 10, 110, 90, '#0f766e', 'rx="10"') +
      sparkle(1000, 240, 24) +
      sparkle(1320, 620, 16),
  )
}

/** A home at dusk: warm-white lights along the roofline and gables, two wrapped trees, a light snow. */
function holidayLighting(): string {
  const groundY = 800
  const home = house(800, groundY, {
    windowsLit: true,
    roofLights: true,
    siding: '#e7e2d6',
    roof: '#2f3a48',
    door: '#166534',
  })
  const flakes = Array.from({ length: 70 }, (_, index) =>
    circle((index * 233) % 1600, (index * 97) % 760, 2 + (index % 3), '#ffffff', 'opacity="0.7"'),
  ).join('')
  return doc(
    sky('dusk') +
      stars(40, 5, 300) +
      moon(1380, 130) +
      home.svg +
      ground(groundY, '#e2e8f0', '#cbd5e1') +
      [330, 1270]
        .map(
          (x) =>
            tree(x, groundY + 40, 1.05, '#14532d') +
            stringLights(
              [
                [x - 66, groundY - 30],
                [x + 66, groundY - 60],
                [x - 62, groundY - 90],
                [x + 56, groundY - 118],
                [x - 36, groundY - 146],
              ],
              { glow: true, spacing: 20 },
            ),
        )
        .join('') +
      stringLights(
        [
          [600, groundY + 40],
          [1000, groundY + 40],
        ],
        { glow: true, spacing: 30, colors: ['#fde68a', '#fca5a5', '#86efac'] },
      ) +
      flakes,
  )
}

/** Close up of a clean brick wall with white trim and a freshly sealed joint around the window. */
function protectingExteriorSurfaces(): string {
  let bricks = ''
  for (let row = 0; row * 50 < 1000; row += 1)
    for (let x = row % 2 ? -70 : 0; x < 1600; x += 140)
      bricks += rect(x + 4, row * 50 + 4, 132, 42, (row + x / 140) % 4 ? COLORS.brick : '#a44f37', 'rx="3"')
  return doc(
    rect(0, 0, 1600, 1000, COLORS.mortar) +
      bricks +
      // white trim, sill and window
      rect(420, 120, 760, 700, '#ffffff') +
      rect(470, 170, 660, 600, '#e2e8f0') +
      windowPane(500, 200, 600, 540, { frame: '#f8fafc' }) +
      rect(380, 820, 840, 50, '#f8fafc') +
      rect(380, 866, 840, 14, '#cbd5e1') +
      // the fresh sealant bead between brick and trim, with its shine
      rect(410, 112, 780, 8, '#f1f5f9', 'stroke="#cbd5e1" stroke-width="2"') +
      rect(410, 112, 8, 716, '#f1f5f9', 'stroke="#cbd5e1" stroke-width="2"') +
      rect(1182, 112, 8, 716, '#f1f5f9', 'stroke="#cbd5e1" stroke-width="2"') +
      line(1186, 200, 1186, 700, '#ffffff', 3) +
      sparkle(1186, 300, 22) +
      sparkle(700, 320, 26) +
      sparkle(260, 600, 14) +
      sparkle(1380, 240, 16),
  )
}

/** A house's shaded side wall under a big tree: green algae streaks on the left half, clean siding on the right. */
function moldStainPrevention(): string {
  const groundY = 860
  const home = house(820, groundY, {
    width: 900,
    height: 380,
    algae: 'left',
    siding: '#f2efe8',
    roof: '#4b5563',
    door: '#334155',
  })
  return doc(
    sky('overcast') +
      cloud(1300, 110, 0.9) +
      tree(160, groundY + 20, 2.2, '#4f7f4a') +
      home.svg +
      // the downspout that overflows onto the stained half
      rect(372, home.eaveY, 18, groundY - home.eaveY, '#9ca3af') +
      line(820, home.eaveY - 180, 820, groundY - 10, '#ffffff', 5, 'opacity="0.7" stroke-dasharray="16 12"') +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      bush(520, groundY + 30, 1.1) +
      bush(1150, groundY + 30, 1) +
      sparkle(1040, 560, 24) +
      sparkle(1180, 720, 16) +
      sparkle(960, 430, 14),
  )
}

const SCENES: Record<ArticleSlug, Omit<Illustration, 'key'>> = {
  'building-maintenance': {
    alt: 'A technician on a lift cleaning the glass facade of a mid-rise office building',
    focal: { x: 65, y: 45 },
    draw: buildingMaintenance,
  },
  'budget-curb-appeal': {
    alt: 'A freshly cleaned two-story home with bright siding, clear windows and a clean concrete driveway',
    focal: { x: 50, y: 50 },
    draw: budgetCurbAppeal,
  },
  'luxury-window-cleaning': {
    alt: 'A technician cleaning floor-to-ceiling windows in a modern home overlooking water',
    focal: { x: 60, y: 55 },
    draw: luxuryWindowCleaning,
  },
  'soft-washing': {
    alt: 'A technician soft washing vinyl siding with a low-pressure spray',
    focal: { x: 60, y: 50 },
    draw: softWashing,
  },
  'holiday-lighting': {
    alt: 'A two-story home at dusk with warm white lights along the roofline and wrapped trees in the front yard',
    focal: { x: 50, y: 45 },
    draw: holidayLighting,
  },
  'protecting-exterior-surfaces': {
    alt: 'Close-up of clean brick, white trim and a freshly sealed window joint on a house exterior',
    focal: { x: 50, y: 50 },
    draw: protectingExteriorSurfaces,
  },
  'mold-stain-damage-prevention': {
    alt: 'Side-by-side view of a house wall with green algae streaks on one half and clean siding on the other',
    focal: { x: 50, y: 50 },
    draw: moldStainPrevention,
  },
}

/** One illustration per article, keyed `article-<slug>`. */
export const articleIllustration = (slug: ArticleSlug): Illustration => ({ key: `article-${slug}`, ...SCENES[slug] })
