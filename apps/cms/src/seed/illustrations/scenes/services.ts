import type { ServiceSlug } from '@ecs/shared/catalog'
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
  id,
  line,
  person,
  poly,
  rect,
  scissorLift,
  sky,
  sparkle,
  spray,
  stains,
  stringLights,
  sun,
  tree,
  van,
  waterPole,
  windowPane,
} from '../kit'
import type { Illustration } from '../types'

/** A rope technician in a bosun chair halfway down a glass tower: clean panes above, dusty below. */
function commercialWindowCleaning(): string {
  const groundY = 900
  const towerX = 620
  const towerW = 520
  const chairY = 520
  const worker = person(0, 0, { armAngle: -35, helmet: '#ffffff', harness: true, skin: SKIN[1] })
  return doc(
    sky('day') +
      sun(1380, 150, 60) +
      cloud(180, 170, 1.2) +
      cloud(1250, 300, 0.8) +
      blockBuilding(120, groundY, 360, 560, { color: '#c7d2de', columns: 4, rows: 8 }) +
      glassTower(1220, groundY, 300, 640, { columns: 4, rows: 12, tint: '#a7d3ec' }) +
      glassTower(towerX, groundY, towerW, 820, { columns: 6, rows: 16, cleanAbove: chairY + 40 }) +
      // roof davit and the two ropes down to the chair
      rect(towerX + 300, 60, 12, 40, '#475569') +
      line(towerX + 306, 70, towerX + 360, 70, '#475569', 8) +
      line(towerX + 356, 70, towerX + 356, chairY - 150, '#f97316', 3) +
      line(towerX + 372, 70, towerX + 372, chairY + 30, '#1d4ed8', 3) +
      group(
        rect(-40, 0, 80, 12, '#78350f', 'rx="3"') + worker.svg.replace('translate(0 0)', 'translate(0 0)'),
        `translate(${towerX + 360} ${chairY}) scale(1.1)`,
      ) +
      group(
        rect(-10, -6, 60, 12, '#1f2937', 'rx="3"') + rect(48, -16, 6, 32, '#1f2937'),
        `translate(${towerX + 360 + 38} ${chairY - 196}) rotate(-35)`,
      ) +
      sparkle(towerX + 200, 260, 26) +
      sparkle(towerX + 440, 380, 18) +
      sparkle(towerX + 120, 430, 14) +
      ground(groundY, '#cfd5dc', '#b6bec8') +
      rect(0, groundY + 30, 1600, 100, '#d9dee4') +
      // ground crew's cones
      poly(
        [
          [560, groundY + 60],
          [580, groundY + 10],
          [600, groundY + 60],
        ],
        '#f97316',
      ) +
      poly(
        [
          [1160, groundY + 60],
          [1180, groundY + 10],
          [1200, groundY + 60],
        ],
        '#f97316',
      ) +
      tree(300, groundY + 40, 0.9) +
      tree(1480, groundY + 40, 0.8),
  )
}

/** A crew member with a surface cleaner on a plaza: a bright clean lane through gray, gum-spotted pavers. */
function commercialPressureWashing(): string {
  const groundY = 560
  const worker = person(820, 820, { armAngle: 60, skin: SKIN[2] })
  let pavers = ''
  for (let y = groundY + 40; y < 1000; y += 46)
    for (let x = (y / 46) % 2 ? 0 : -40; x < 1600; x += 80)
      pavers += rect(x + 2, y + 2, 76, 42, 'none', 'stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"')
  const lane = id('lane')
  return doc(
    sky('day') +
      cloud(240, 120, 1) +
      cloud(1100, 90, 0.8) +
      // a storefront row behind the plaza
      rect(0, 180, 1600, 400, '#e2d9cc') +
      rect(0, 160, 1600, 30, '#9a8f80') +
      [80, 480, 880, 1280]
        .map(
          (x) =>
            rect(x, 280, 260, 260, COLORS.glass) +
            rect(x - 10, 240, 280, 36, COLORS.brand, 'rx="4"') +
            poly(
              [
                [x + 30, 540],
                [x + 140, 280],
                [x + 190, 280],
                [x + 80, 540],
              ],
              '#ffffff',
              'opacity="0.35"',
            ),
        )
        .join('') +
      rect(0, groundY, 1600, 440, COLORS.concreteDark) +
      stains(0, groundY + 40, 1600, 400, 40, '#57534e', 11) +
      `<defs><clipPath id="${lane}"><path d="M0 760 H 860 V 900 H 0 Z"/></clipPath></defs>` +
      rect(0, 760, 860, 140, COLORS.concreteClean) +
      pavers +
      circle(960, 840, 70, '#334155') +
      circle(960, 840, 56, '#475569') +
      rect(950, 700, 20, 140, '#334155', 'rx="6"') +
      line(worker.hands[0], worker.hands[1], 958, 710, '#334155', 8) +
      worker.svg +
      hose([1010, 860], [1600, 960]) +
      sparkle(200, 800, 22) +
      sparkle(520, 860, 16) +
      sparkle(700, 790, 12),
  )
}

/** A soft-wash crew on a lift over a stucco wall: the washed half bright, the other half streaked gray-green. */
function commercialSoftWash(): string {
  const groundY = 880
  const wallLeft = 160
  const wallRight = 1440
  const wallTop = 180
  const clip = id('wall')
  const worker = person(0, 0, { armAngle: -10, helmet: '#ffffff', skin: SKIN[0] })
  const basket: [number, number] = [880, 520]
  let streaks = ''
  for (let x = 830; x < wallRight; x += 34)
    streaks += line(
      x,
      wallTop + 40 + ((x * 7) % 60),
      x + 8,
      groundY - 40 - ((x * 11) % 120),
      COLORS.algae,
      14 + ((x * 5) % 10),
      'opacity="0.5"',
    )
  return doc(
    sky('day') +
      sun(1400, 110, 50) +
      cloud(160, 90, 0.9) +
      rect(wallLeft - 20, wallTop - 30, wallRight - wallLeft + 40, 40, '#d6c7b0') +
      rect(wallLeft, wallTop, wallRight - wallLeft, groundY - wallTop, '#f4ead8') +
      `<defs><clipPath id="${clip}"><rect x="800" y="${wallTop}" width="${wallRight - 800}" height="${groundY - wallTop}"/></clipPath></defs>` +
      `<g clip-path="url(#${clip})">${rect(800, wallTop, wallRight - 800, groundY - wallTop, '#b9b79a', 'opacity="0.55"')}${streaks}</g>` +
      [260, 560, 1000, 1250].map((x) => windowPane(x, 300, 140, 170, { dirty: x > 800 })).join('') +
      [260, 560, 1000, 1250].map((x) => windowPane(x, 600, 140, 170, { dirty: x > 800 })).join('') +
      boomLift(520, groundY, basket) +
      group(worker.svg, `translate(${basket[0] - 10} ${basket[1] + 6})`) +
      spray([basket[0] + 50, basket[1] - 150], [980, 380], { width: 160, soft: true }) +
      hose([560, groundY - 40], [1600, 980]) +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      bush(220, groundY + 20, 1.2) +
      bush(1380, groundY + 20, 1.1) +
      sparkle(420, 260, 22) +
      sparkle(690, 520, 16),
  )
}

/** One brick wall in two halves: tagged on the left, the same bricks clean on the right, a technician between. */
function graffitiRemoval(): string {
  const groundY = 860
  const top = 150
  let bricks = ''
  for (let row = 0; top + row * 44 < groundY; row += 1) {
    const y = top + row * 44
    for (let x = row % 2 ? -60 : 0; x < 1600; x += 120)
      bricks += rect(x + 3, y + 3, 114, 38, row % 3 ? COLORS.brick : COLORS.brickDark, 'rx="2"')
  }
  const tagged = id('tagged')
  const worker = person(860, groundY + 40, { armAngle: -30, facing: -1, skin: SKIN[3] })
  const tags =
    `<path d="M120 420 C 180 300 260 520 330 380 S 450 300 520 420 S 640 520 700 360" fill="none" stroke="#ec4899" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M150 600 C 230 520 280 680 380 580 S 520 520 600 640" fill="none" stroke="#22d3ee" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M200 300 L 260 240 L 300 320 L 360 230 M 420 250 Q 470 200 520 260 Q 470 320 430 280" fill="none" stroke="#facc15" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M90 720 Q 200 660 320 730 T 560 720" fill="none" stroke="#111827" stroke-width="16" stroke-linecap="round"/>`
  return doc(
    rect(0, 0, 1600, 1000, COLORS.mortar) +
      bricks +
      `<defs><clipPath id="${tagged}"><rect x="0" y="0" width="780" height="1000"/></clipPath></defs>` +
      `<g clip-path="url(#${tagged})">${tags}</g>` +
      // the wet edge where the removal has reached
      rect(770, top, 22, groundY - top, '#ffffff', 'opacity="0.25"') +
      rect(0, groundY, 1600, 140, COLORS.concrete) +
      rect(0, groundY, 1600, 12, COLORS.concreteDark) +
      worker.svg +
      spray(worker.hands, [700, 420], { width: 120 }) +
      hose([880, groundY + 30], [1600, 990]) +
      rect(1300, groundY - 60, 90, 100, '#1e3a8a', 'rx="8"') +
      rect(1312, groundY - 90, 66, 34, '#1e40af', 'rx="6"') +
      sparkle(1100, 330, 26) +
      sparkle(1380, 520, 18) +
      sparkle(980, 640, 14),
  )
}

/** Inside a parking deck: columns, a low ceiling, oil stains, and a clean wet lane behind the surface cleaner. */
function parkingGarage(): string {
  const floorY = 520
  const clean = id('deck')
  const worker = person(760, 860, { armAngle: 55, skin: SKIN[1], helmet: '#f59e0b' })
  return doc(
    rect(0, 0, 1600, 1000, '#9ca3af') +
      // ceiling with beams, receding
      poly(
        [
          [0, 0],
          [1600, 0],
          [1150, 330],
          [450, 330],
        ],
        '#b8bec7',
      ) +
      [0, 1, 2, 3, 4]
        .map((index) => line(450 - index * 110, 330 + index * 0, 1150 + index * 110, 330, '#9aa1ab', 10))
        .join('') +
      rect(450, 330, 700, 190, '#6b7280') +
      rect(450, 330, 700, 20, '#4b5563') +
      // light fixtures
      [560, 800, 1040]
        .map(
          (x) =>
            rect(x - 50, 352, 100, 10, '#fef9c3') +
            poly(
              [
                [x - 50, 362],
                [x + 50, 362],
                [x + 90, 520],
                [x - 90, 520],
              ],
              '#fef9c3',
              'opacity="0.12"',
            ),
        )
        .join('') +
      // floor
      poly(
        [
          [450, floorY],
          [1150, floorY],
          [1600, 1000],
          [0, 1000],
        ],
        COLORS.concrete,
      ) +
      stains(120, 560, 1360, 440, 26, '#44403c', 5) +
      `<defs><clipPath id="${clean}"><polygon points="600,520 800,520 740,1000 180,1000"/></clipPath></defs>` +
      `<g clip-path="url(#${clean})">${rect(0, 500, 1600, 500, '#ecebe8')}${rect(0, 500, 1600, 500, '#bfdbfe', 'opacity="0.18"')}</g>` +
      // parking bay lines
      [0.15, 0.85]
        .map((t) => line(450 + (0 - 450) * 0 + 700 * t, floorY, 700 * t * 2.28 - 0, 1000, '#fde047', 8))
        .join('') +
      // columns
      [200, 1400].map((x) => rect(x - 50, 0, 100, 1000, '#d1d5db') + rect(x - 50, 700, 100, 60, '#fde047')).join('') +
      rect(1240, 340, 60, 180, '#d1d5db') +
      rect(300, 340, 60, 180, '#d1d5db') +
      car(930, 640, '#475569', 0.8) +
      circle(880, 900, 72, '#334155') +
      circle(880, 900, 58, '#475569') +
      line(worker.hands[0], worker.hands[1], 872, 770, '#334155', 8) +
      rect(862, 760, 20, 140, '#334155', 'rx="6"') +
      worker.svg +
      hose([930, 930], [1600, 960]) +
      sparkle(560, 900, 18) +
      sparkle(420, 960, 14),
  )
}

/** Dusk at an office entrance: a technician on a scissor lift wraps the canopy and trees in warm lights. */
function commercialHolidayLights(): string {
  const groundY = 860
  const worker = person(0, 0, { armAngle: -55, skin: SKIN[2], helmet: '#ffffff' })
  const liftTop = 470
  return doc(
    sky('dusk') +
      circle(1400, 140, 40, '#fef3c7', 'opacity="0.9"') +
      blockBuilding(180, groundY, 1240, 640, {
        color: '#374151',
        columns: 8,
        rows: 7,
        windowColor: '#fcd34d',
        roofColor: '#1f2937',
      }) +
      // the entrance canopy, lit
      rect(560, 560, 480, 40, '#1f2937') +
      rect(600, 600, 400, 260, '#fcd34d', 'opacity="0.85"') +
      stringLights(
        [
          [560, 600],
          [1040, 600],
        ],
        { glow: true, spacing: 26 },
      ) +
      stringLights(
        [
          [180, 230],
          [1420, 230],
        ],
        { glow: true, spacing: 40 },
      ) +
      // a wreath over the doors
      circle(800, 520, 46, '#166534') +
      circle(800, 520, 26, '#374151') +
      poly(
        [
          [790, 560],
          [810, 560],
          [820, 600],
          [780, 600],
        ],
        '#dc2626',
      ) +
      ground(groundY, '#1f3b2d', '#18301f') +
      // two wrapped trees
      [300, 1300]
        .map(
          (x) =>
            tree(x, groundY + 40, 1, '#14532d') +
            stringLights(
              [
                [x - 60, groundY - 120],
                [x + 60, groundY - 150],
                [x - 60, groundY - 190],
                [x + 50, groundY - 220],
              ],
              { glow: true, spacing: 22 },
            ),
        )
        .join('') +
      scissorLift(1120, groundY + 30, 390) +
      group(worker.svg, `translate(1120 ${liftTop})`) +
      stringLights(
        [
          [1060, 280],
          [1190, 250],
        ],
        { glow: true, spacing: 22 },
      ),
  )
}

/** Close up: a caulk gun laying a fresh white bead along an aluminum window frame, the old cracked joint beside it. */
function commercialCaulking(): string {
  const frameX = 260
  const frameY = 120
  return doc(
    rect(0, 0, 1600, 1000, '#d8cdbd') +
      // precast panel texture
      Array.from({ length: 60 }, (_, index) =>
        circle((index * 263) % 1600, (index * 151) % 1000, 3 + (index % 4), '#bfb29f'),
      ).join('') +
      // the window frame and glass
      rect(frameX, frameY, 900, 760, '#9ca3af') +
      rect(frameX + 40, frameY + 40, 820, 680, COLORS.glass) +
      poly(
        [
          [frameX + 140, frameY + 720],
          [frameX + 420, frameY + 40],
          [frameX + 520, frameY + 40],
          [frameX + 240, frameY + 720],
        ],
        '#ffffff',
        'opacity="0.4"',
      ) +
      rect(frameX + 40, frameY + 40, 820, 680, 'none', 'stroke="#6b7280" stroke-width="10"') +
      // the perimeter joint: old and cracked along the top and left, fresh on the right
      `<path d="M${frameX - 8} ${frameY + 760} V ${frameY - 8} H ${frameX + 908}" fill="none" stroke="#57534e" stroke-width="16" stroke-dasharray="40 12 18 10"/>` +
      `<path d="M${frameX + 908} ${frameY - 8} V ${frameY + 520}" fill="none" stroke="#f8fafc" stroke-width="20" stroke-linecap="round"/>` +
      // the gun, its nozzle at the end of the fresh bead
      group(
        rect(-40, -30, 360, 60, '#e5e7eb', 'rx="12"') +
          rect(320, -40, 70, 80, '#dc2626', 'rx="8"') +
          poly(
            [
              [-40, -10],
              [-120, -2],
              [-120, 2],
              [-40, 10],
            ],
            '#f8fafc',
          ) +
          rect(390, -6, 180, 12, '#6b7280') +
          rect(250, 30, 40, 150, '#dc2626', 'rx="10"') +
          rect(170, 30, 30, 120, '#374151', 'rx="10"'),
        // the nozzle's tip sits at the end of the fresh bead
        `translate(${frameX + 976} ${frameY + 426}) rotate(-60)`,
      ) +
      // the installer's sleeve and gloved hand on the trigger
      line(frameX + 1210, frameY + 290, 1700, 760, COLORS.brand, 110) +
      circle(frameX + 1200, frameY + 270, 50, '#334155') +
      sparkle(frameX + 960, frameY + 240, 20) +
      sparkle(frameX + 700, frameY + 300, 16),
  )
}

/** A parking lot from above: worn bays on one side, fresh white and blue stripes behind the striper. */
function commercialLineStriping(): string {
  const worker = person(1060, 640, { armAngle: 40, skin: SKIN[0], helmet: '#f59e0b' })
  const bay = (x: number, fresh: boolean) =>
    rect(x, 160, 12, 340, fresh ? '#ffffff' : '#d6d3d1', fresh ? '' : 'opacity="0.45" stroke-dasharray="30 20"')
  return doc(
    rect(0, 0, 1600, 1000, '#3f4650') +
      stains(0, 0, 1600, 1000, 30, '#2f353d', 9) +
      rect(0, 0, 1600, 110, '#86c38a') +
      rect(0, 100, 1600, 14, '#d6d3d1') +
      // bays: old faded ones on the left, fresh ones to the right
      [100, 300, 500, 700].map((x) => bay(x, false)).join('') +
      [900, 1100, 1300, 1500].map((x) => bay(x, true)).join('') +
      rect(100, 494, 612, 12, '#d6d3d1', 'opacity="0.45"') +
      rect(900, 494, 612, 12, '#ffffff') +
      // accessible bay, freshly painted
      rect(1312, 160, 188, 334, '#2563eb', 'opacity="0.9"') +
      circle(1406, 300, 34, '#ffffff') +
      circle(1406, 300, 22, '#2563eb') +
      rect(1398, 330, 16, 70, '#ffffff') +
      car(140, 430, '#b91c1c', 0.9) +
      car(520, 440, '#e5e7eb', 0.9) +
      // the striping machine and operator in the drive aisle
      rect(880, 600, 170, 90, '#facc15', 'rx="10"') +
      rect(870, 660, 40, 50, '#111827', 'rx="8"') +
      circle(900, 700, 20, '#111827') +
      circle(1030, 700, 20, '#111827') +
      line(1050, 620, worker.hands[0], worker.hands[1], '#374151', 8) +
      rect(880, 700, 170, 14, '#ffffff') +
      rect(200, 700, 680, 14, '#ffffff') +
      worker.svg +
      // a cone
      poly(
        [
          [1300, 760],
          [1325, 690],
          [1350, 760],
        ],
        '#f97316',
      ) +
      sparkle(1200, 250, 20) +
      sparkle(980, 380, 14),
  )
}

/** A technician on the lawn with a water-fed pole, cleaning the upstairs windows of a two-story home. */
function residentialWindowCleaning(): string {
  const groundY = 860
  const home = house(700, groundY, { garage: true, siding: '#e8eef3', roof: '#475569', door: '#1e3a8a' })
  const worker = person(1200, groundY + 40, { armAngle: -62, facing: -1, skin: SKIN[1] })
  return doc(
    sky('day') +
      sun(1420, 140, 56) +
      cloud(180, 130, 1) +
      cloud(1000, 90, 0.7) +
      tree(120, groundY + 20, 1.2) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      bush(470, groundY + 24, 1) +
      bush(930, groundY + 24, 0.9) +
      waterPole(worker.hands, [760, 470]) +
      worker.svg +
      rect(1290, groundY - 40, 90, 80, '#334155', 'rx="8"') +
      hose([1330, groundY], [1600, 980], '#38bdf8') +
      sparkle(760, 430, 24) +
      sparkle(480, 650, 16) +
      sparkle(880, 660, 12),
  )
}

/** A driveway half washed: the clean half bright, the other dark with grime and oil, the crew in between. */
function residentialPressureWashing(): string {
  const groundY = 560
  const home = house(800, groundY, { garage: true, width: 640, height: 300, siding: '#f1e9dc', roof: '#6b4f3a' })
  const worker = person(820, 900, { armAngle: 65, skin: SKIN[2] })
  const dirty = id('drive')
  return doc(
    sky('day') +
      cloud(260, 120, 1) +
      cloud(1180, 80, 0.9) +
      tree(220, groundY + 10, 1.3) +
      home.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      // the driveway, widening to the viewer
      poly(
        [
          [880, groundY],
          [1060, groundY],
          [1500, 1000],
          [400, 1000],
        ],
        COLORS.concreteClean,
      ) +
      `<defs><clipPath id="${dirty}"><polygon points="970,${groundY} 1060,${groundY} 1500,1000 950,1000"/></clipPath></defs>` +
      `<g clip-path="url(#${dirty})">${rect(0, groundY, 1600, 440, '#9a948c')}${stains(950, groundY, 550, 440, 22, '#4a4540', 4)}</g>` +
      line(970, groundY, 950, 1000, '#ffffff', 6, 'opacity="0.7"') +
      line(800, 690, 1200, 690, '#000000', 2, 'opacity="0.08"') +
      line(650, 830, 1350, 830, '#000000', 2, 'opacity="0.08"') +
      worker.svg +
      spray(worker.hands, [960, 950], { width: 70 }) +
      hose([830, 930], [200, 1000]) +
      bush(360, groundY + 40, 1.1) +
      sparkle(620, 900, 22) +
      sparkle(760, 760, 16) +
      sparkle(860, 640, 12),
  )
}

/** A roof soft wash: black streaks on half the shingles, a technician spraying from the ladder, the rest clean. */
function residentialSoftWash(): string {
  const groundY = 900
  const roofClip = id('roof')
  const worker = person(0, 0, { armAngle: -25, skin: SKIN[0], facing: -1 })
  let shingles = ''
  for (let y = 250; y < 560; y += 28)
    shingles += line(160, y, 1440, y, '#000000', 2, 'opacity="0.12" stroke-linecap="butt"')
  let streaks = ''
  for (let x = 830; x < 1440; x += 30)
    streaks += line(x, 230 + ((x * 3) % 60), x + 4, 560, '#1f2937', 12 + ((x * 7) % 10), 'opacity="0.45"')
  return doc(
    sky('day') +
      cloud(200, 100, 0.9) +
      sun(1450, 110, 46) +
      // a wide hip roof close up
      `<defs><clipPath id="${roofClip}"><polygon points="160,560 420,200 1180,200 1440,560"/></clipPath></defs>` +
      poly(
        [
          [160, 560],
          [420, 200],
          [1180, 200],
          [1440, 560],
        ],
        '#7b8593',
      ) +
      `<g clip-path="url(#${roofClip})">${shingles}${streaks}</g>` +
      rect(140, 556, 1320, 24, '#475569') +
      rect(200, 580, 1200, 320, '#eadfce') +
      [300, 620, 980, 1240].map((x) => windowPane(x, 650, 120, 140)).join('') +
      // gutter line: clean on the left, stained on the right
      rect(140, 572, 700, 12, '#ffffff') +
      rect(840, 572, 620, 12, '#6b7280') +
      // ladder and technician
      line(700, 900, 760, 560, '#9ca3af', 10) +
      line(780, 900, 840, 560, '#9ca3af', 10) +
      [0, 1, 2, 3, 4, 5]
        .map((index) => line(706 + index * 10, 860 - index * 58, 786 + index * 10, 860 - index * 58, '#9ca3af', 8))
        .join('') +
      group(worker.svg, 'translate(760 790)') +
      spray([worker.hands[0] + 760 - 50, worker.hands[1] + 790 + 10], [900, 380], { width: 180, soft: true }) +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      bush(260, groundY + 20, 1) +
      bush(1300, groundY + 20, 1.2) +
      sparkle(420, 330, 22) +
      sparkle(620, 440, 16),
  )
}

/** Dusk: a technician on a ladder clips the last run of warm-white lights along a home's roofline. */
function residentialHolidayLights(): string {
  const groundY = 860
  const home = house(760, groundY, { windowsLit: true, siding: '#d9d4ea', roof: '#334155', door: '#7f1d1d' })
  const worker = person(0, 0, { armAngle: -70, skin: SKIN[3], helmet: '#ffffff' })
  const [left, top] = [home.left - 40, home.eaveY + 2]
  return doc(
    sky('dusk') +
      rect(0, 0, 1600, 1000, '#000000', 'opacity="0"') +
      circle(1380, 150, 36, '#fef3c7') +
      home.svg +
      // lights already hung along the eave and up the left gable; the right gable still bare
      stringLights(
        [
          [left, top],
          [home.right + 40, top],
        ],
        { glow: true },
      ) +
      stringLights([[left, top], home.peak], { glow: true }) +
      line(home.peak[0], home.peak[1], home.right + 40, top, '#1f2937', 2, 'opacity="0.5" stroke-dasharray="6 10"') +
      ground(groundY, '#23402f', '#1b3325') +
      bush(430, groundY + 30, 1.1, '#14532d') +
      stringLights(
        [
          [380, groundY - 10],
          [480, groundY - 30],
        ],
        { glow: true, spacing: 18 },
      ) +
      // ladder against the eave on the right, the installer reaching the gable
      line(1130, groundY + 30, 1080, top + 10, '#cbd5e1', 10) +
      line(1200, groundY + 30, 1150, top + 10, '#cbd5e1', 10) +
      [0, 1, 2, 3, 4, 5, 6]
        .map((index) =>
          line(
            1126 - index * 7.2,
            groundY - 20 - index * 48,
            1196 - index * 7.2,
            groundY - 20 - index * 48,
            '#cbd5e1',
            8,
          ),
        )
        .join('') +
      group(worker.svg, `translate(1130 ${groundY - 200})`) +
      stringLights(
        [
          [1090, groundY - 360],
          [1040, groundY - 420],
        ],
        { glow: true, spacing: 18 },
      ) +
      van(40, groundY + 110, 0.9),
  )
}

const SCENES: Record<ServiceSlug, Omit<Illustration, 'key'>> = {
  'commercial-window-cleaning': {
    alt: 'A rope-access technician in a bosun chair cleaning the glass of an office tower, clean panes above him and dusty ones below',
    focal: { x: 61, y: 45 },
    draw: commercialWindowCleaning,
  },
  'commercial-pressure-washing': {
    alt: 'A technician running a surface cleaner across a shopping plaza, leaving a bright clean lane through gray, stained pavers',
    focal: { x: 55, y: 78 },
    draw: commercialPressureWashing,
  },
  'commercial-soft-wash': {
    alt: 'A technician on a boom lift soft washing a stucco building: the washed half bright, the other half streaked with gray-green algae',
    focal: { x: 55, y: 45 },
    draw: commercialSoftWash,
  },
  'graffiti-removal': {
    alt: 'A brick wall covered in spray-painted tags on the left and the same bricks clean on the right, with a technician rinsing the last of the paint away',
    focal: { x: 50, y: 50 },
    draw: graffitiRemoval,
  },
  'parking-garage-pressure-wash': {
    alt: 'Inside a parking deck, a technician with a surface cleaner leaves a clean lane through oil-stained concrete between the columns',
    focal: { x: 50, y: 72 },
    draw: parkingGarage,
  },
  'commercial-holiday-lights': {
    alt: 'An office entrance at dusk lit with warm-white lights and a wreath, a technician on a scissor lift hanging the last strand',
    focal: { x: 60, y: 50 },
    draw: commercialHolidayLights,
  },
  'commercial-caulking': {
    alt: 'Close-up of a caulk gun laying a fresh white bead of sealant along an aluminum window frame, beside the old cracked joint',
    focal: { x: 62, y: 55 },
    draw: commercialCaulking,
  },
  'commercial-line-striping': {
    alt: 'A parking lot seen from above: faded bays on the left, fresh white stripes and a blue accessible bay behind a line-striping machine on the right',
    focal: { x: 62, y: 50 },
    draw: commercialLineStriping,
  },
  'residential-window-cleaning': {
    alt: 'A technician on the lawn cleaning the upstairs windows of a two-story home with a water-fed pole',
    focal: { x: 58, y: 52 },
    draw: residentialWindowCleaning,
  },
  'residential-pressure-washing': {
    alt: 'A driveway half pressure washed: the clean half bright, the other half dark with grime and oil stains, a technician spraying the line between',
    focal: { x: 58, y: 78 },
    draw: residentialPressureWashing,
  },
  'residential-soft-wash': {
    alt: 'A technician on a ladder soft washing a shingle roof: black algae streaks on one half, clean shingles on the other',
    focal: { x: 52, y: 45 },
    draw: residentialSoftWash,
  },
  'residential-holiday-lights': {
    alt: 'A home at dusk with warm-white lights along the roofline, a technician on a ladder clipping the last run of lights to the gable',
    focal: { x: 58, y: 40 },
    draw: residentialHolidayLights,
  },
}

/** One illustration per service, keyed `service-<slug>`. */
export const serviceIllustration = (slug: ServiceSlug): Illustration => ({ key: `service-${slug}`, ...SCENES[slug] })
