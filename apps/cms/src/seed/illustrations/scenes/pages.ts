import {
  COLORS,
  SKIN,
  boomLift,
  bush,
  cloud,
  doc,
  glassTower,
  ground,
  group,
  hose,
  house,
  person,
  sky,
  sparkle,
  spray,
  sun,
  tree,
  van,
  waterPole,
} from '../kit'
import type { Illustration } from '../types'

/** The home page: a crew on a lift at an office building and another at a house, the van between them. */
function home(): string {
  const groundY = 860
  const lifted = person(0, 0, { armAngle: -30, helmet: '#ffffff', skin: SKIN[2] })
  const residence = house(1160, groundY, {
    width: 480,
    garage: true,
    siding: '#f3efe7',
    roof: '#52606d',
    door: '#0f766e',
  })
  const poleCrew = person(1460, groundY + 40, { armAngle: -62, facing: -1, skin: SKIN[0] })
  return doc(
    sky('day') +
      sun(820, 130, 50) +
      cloud(1300, 110, 0.8) +
      glassTower(80, groundY, 420, 760, { columns: 5, rows: 15, cleanAbove: 470 }) +
      boomLift(620, groundY, [440, 400]) +
      group(lifted.svg, 'translate(430 406) scale(-1 1)') +
      residence.svg +
      ground(groundY, COLORS.grass, COLORS.grassDark) +
      waterPole(poleCrew.hands, [1200, 580]) +
      poleCrew.svg +
      van(600, groundY + 110, 0.95) +
      tree(980, groundY + 30, 0.8) +
      bush(1000, groundY + 40, 0.8) +
      sparkle(300, 300, 26) +
      sparkle(420, 200, 16) +
      sparkle(1200, 540, 18),
  )
}

/** About us: the crew beside the van in the morning, ready for the day's jobs. */
function aboutUs(): string {
  const groundY = 860
  const crew = [
    person(860, groundY, { armAngle: 80, skin: SKIN[0], helmet: '#ffffff' }),
    person(980, groundY, { armAngle: 70, skin: SKIN[2] }),
    person(1100, groundY, { armAngle: 75, skin: SKIN[3], helmet: '#ffffff' }),
    person(1220, groundY, { armAngle: 85, skin: SKIN[1] }),
  ]
  return doc(
    sky('morning') +
      sun(1380, 180, 60, '#fde7b0') +
      cloud(300, 120, 0.9) +
      house(300, groundY - 40, { width: 420, siding: '#efe9df', roof: '#6b4f3a' }).svg +
      ground(groundY - 40, COLORS.grass, COLORS.grassDark) +
      van(300, groundY + 60, 1.2) +
      crew.map((member) => member.svg).join('') +
      tree(1460, groundY, 1.1) +
      bush(760, groundY + 10, 0.9),
  )
}

/** Careers: a crew lead showing a new technician how to work a pressure washer on a patio. */
function careers(): string {
  const groundY = 820
  const lead = person(640, groundY + 60, { armAngle: 20, skin: SKIN[3], helmet: '#ffffff' })
  const trainee = person(860, groundY + 80, { armAngle: 55, skin: SKIN[0] })
  return doc(
    sky('day') +
      cloud(200, 120, 1) +
      sun(1380, 140, 50) +
      house(800, groundY - 60, { width: 620, siding: '#e8eef3', roof: '#475569' }).svg +
      ground(groundY - 60, COLORS.grass, COLORS.grassDark) +
      lead.svg +
      trainee.svg +
      spray(trainee.hands, [1120, 990], { width: 80 }) +
      hose([870, 910], [1600, 990]) +
      van(80, groundY + 120, 0.8) +
      sparkle(1000, 900, 18),
  )
}

const SCENES = {
  home: {
    alt: 'Clearview crews at work: one on a boom lift cleaning an office tower, another cleaning the windows of a home, the company van between them',
    focal: { x: 50, y: 62 },
    draw: home,
  },
  'about-us': {
    alt: 'Four Clearview technicians in purple shirts beside their van, ready for the day',
    focal: { x: 60, y: 60 },
    draw: aboutUs,
  },
  careers: {
    alt: 'A crew lead showing a new technician how to pressure wash a patio',
    focal: { x: 50, y: 70 },
    draw: careers,
  },
} satisfies Record<string, Omit<Illustration, 'key'>>

export type IllustratedPage = keyof typeof SCENES

export const ILLUSTRATED_PAGES = Object.keys(SCENES) as IllustratedPage[]

/** The hero picture of a few CMS pages, keyed `page-<slug>`. */
export const pageIllustration = (slug: IllustratedPage): Illustration => ({ key: `page-${slug}`, ...SCENES[slug] })
