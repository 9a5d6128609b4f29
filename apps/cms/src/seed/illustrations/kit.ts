import { LOGO_MARK } from '@ecs/shared/brand'

/**
 * The drawing kit of the site's illustrations: flat, daylight scenes of the crews' work in one palette,
 * composed from a few parts (sky, buildings, houses, people, equipment, water). Every function returns
 * SVG markup for a 1600 x 1000 canvas; scenes place the parts with plain coordinates.
 */

export const WIDTH = 1600
export const HEIGHT = 1000

export const COLORS = {
  brand: '#6d28d9',
  brandDark: '#4c1d95',
  brandLight: '#ddd6fe',
  ink: '#1e293b',
  slate: '#475569',
  concrete: '#d6d3d1',
  concreteDark: '#a8a29e',
  concreteClean: '#f1f0ee',
  asphalt: '#4b5563',
  grass: '#8cc084',
  grassDark: '#6aa765',
  glass: '#8ecae6',
  glassLight: '#d4eefa',
  glassDirty: '#93a3a8',
  brick: '#b4573e',
  brickDark: '#94432f',
  mortar: '#e8d5c4',
  siding: '#f3efe7',
  trim: '#ffffff',
  roof: '#5b6472',
  lift: '#f59e0b',
  liftDark: '#b45309',
  water: '#e0f2fe',
  warmLight: '#fde68a',
  algae: '#7f8f4e',
  grime: '#6b5e4e',
} as const

export const SKIN = ['#f2c9a8', '#d9a27c', '#a86f4c', '#7a4a30'] as const

let uid = 0
/** Ids for gradients and clip paths, unique within one document. */
export function id(prefix: string): string {
  uid += 1
  return `${prefix}${uid}`
}

export function doc(body: string, { width = WIDTH, height = HEIGHT } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`
}

export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${extra}/>`
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"${cap} ${extra}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
}

export function group(body: string, transform?: string, extra = ''): string {
  return `<g${transform ? ` transform="${transform}"` : ''} ${extra}>${body}</g>`
}

/** A vertical gradient from `top` to `bottom` over the element it fills. */
function vertical(name: string, stops: [number, string, number?][]): string {
  return `<linearGradient id="${name}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('')}</linearGradient>`
}

export type SkyKind = 'day' | 'morning' | 'dusk' | 'overcast'

const SKIES: Record<SkyKind, [number, string][]> = {
  day: [
    [0, '#9fd4f2'],
    [1, '#e8f5fc'],
  ],
  morning: [
    [0, '#a7c8ee'],
    [0.7, '#f6e4d4'],
    [1, '#fbe9cf'],
  ],
  dusk: [
    [0, '#1e1b4b'],
    [0.55, '#5b21b6'],
    [1, '#f0a1bd'],
  ],
  overcast: [
    [0, '#c3cfd9'],
    [1, '#eef2f5'],
  ],
}

export function sky(kind: SkyKind, height = HEIGHT): string {
  const name = id('sky')
  return `<defs>${vertical(name, SKIES[kind])}</defs>${rect(0, 0, WIDTH, height, `url(#${name})`)}`
}

export function sun(cx: number, cy: number, r = 70, color = '#fff4c2'): string {
  return circle(cx, cy, r * 1.8, color, 'opacity="0.25"') + circle(cx, cy, r, color)
}

export function moon(cx: number, cy: number, r = 34): string {
  return circle(cx, cy, r, '#fef3c7') + circle(cx + r * 0.45, cy - r * 0.25, r, '#3b2a7a', 'opacity="0.9"')
}

export function cloud(x: number, y: number, scale = 1, opacity = 0.9): string {
  return group(
    circle(0, 0, 40, '#fff') + circle(46, -18, 52, '#fff') + circle(100, 0, 42, '#fff') + rect(0, 0, 100, 40, '#fff'),
    `translate(${x} ${y}) scale(${scale})`,
    `opacity="${opacity}"`,
  )
}

export function stars(count: number, seed = 7, maxY = 420): string {
  let value = seed
  const next = () => {
    value = (value * 9301 + 49297) % 233280
    return value / 233280
  }
  return Array.from({ length: count }, () =>
    circle(next() * WIDTH, next() * maxY, 1.5 + next() * 2, '#fff', `opacity="${(0.4 + next() * 0.6).toFixed(2)}"`),
  ).join('')
}

/** Rolling ground from `y` down, with a darker far band. */
export function ground(y: number, color: string = COLORS.grass, far: string = COLORS.grassDark): string {
  return (
    `<path d="M0 ${y + 20} Q 400 ${y - 25} 800 ${y + 5} T 1600 ${y} V ${HEIGHT} H 0 Z" fill="${far}"/>` +
    rect(0, y + 30, WIDTH, HEIGHT - y - 30, color)
  )
}

export function hills(y: number, color: string, amplitude = 60, seed = 1): string {
  const a = amplitude
  return `<path d="M0 ${y} C 220 ${y - a * seed} 380 ${y - a * 0.4} 560 ${y - a * 0.7} S 900 ${y - a * 1.3} 1120 ${y - a * 0.5} S 1450 ${y - a * 0.9} 1600 ${y - a * 0.3} V ${HEIGHT} H 0 Z" fill="${color}"/>`
}

/** A clean sparkle, the "just cleaned" mark. */
export function sparkle(x: number, y: number, size = 18, color = '#ffffff'): string {
  const s = size
  return `<path d="M${x} ${y - s} Q ${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q ${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q ${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q ${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s} Z" fill="${color}"/>`
}

export function tree(x: number, groundY: number, size = 1, color: string = COLORS.grassDark): string {
  const s = size
  return group(
    rect(-8 * s, -70 * s, 16 * s, 70 * s, '#7c5a3c') +
      circle(0, -120 * s, 62 * s, color) +
      circle(-42 * s, -88 * s, 44 * s, color) +
      circle(44 * s, -90 * s, 46 * s, color) +
      circle(-14 * s, -150 * s, 38 * s, '#ffffff', 'opacity="0.08"'),
    `translate(${x} ${groundY})`,
  )
}

export function pine(x: number, groundY: number, size = 1, color = '#3f7a52'): string {
  const s = size
  return group(
    rect(-7 * s, -40 * s, 14 * s, 40 * s, '#6b4a32') +
      poly(
        [
          [0, -230 * s],
          [60 * s, -110 * s],
          [35 * s, -110 * s],
          [78 * s, -40 * s],
          [-78 * s, -40 * s],
          [-35 * s, -110 * s],
          [-60 * s, -110 * s],
        ],
        color,
      ),
    `translate(${x} ${groundY})`,
  )
}

export function bush(x: number, groundY: number, size = 1, color: string = COLORS.grassDark): string {
  const s = size
  return group(
    circle(-26 * s, -22 * s, 28 * s, color) +
      circle(10 * s, -34 * s, 34 * s, color) +
      circle(40 * s, -20 * s, 26 * s, color),
    `translate(${x} ${groundY})`,
  )
}

/** A window with frame and a glint; `dirty` grays the glass. */
export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  { dirty = false, frame = COLORS.trim as string }: { dirty?: boolean; frame?: string } = {},
) {
  const glass = dirty ? COLORS.glassDirty : COLORS.glass
  return (
    rect(x - 5, y - 5, w + 10, h + 10, frame, 'rx="2"') +
    rect(x, y, w, h, glass) +
    (dirty
      ? ''
      : poly(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.55, y],
            [x + w * 0.72, y],
            [x + w * 0.32, y + h],
          ],
          '#ffffff',
          'opacity="0.45"',
        )) +
    line(x + w / 2, y, x + w / 2, y + h, frame, 4, 'stroke-linecap="butt"') +
    line(x, y + h / 2, x + w, y + h / 2, frame, 4, 'stroke-linecap="butt"')
  )
}

/**
 * A glass curtain-wall tower; `cleanAbove` (a y) makes the panes below it dirty, so a crew working
 * down the face leaves clean glass behind.
 */
export function glassTower(
  x: number,
  groundY: number,
  w: number,
  h: number,
  {
    columns = 6,
    rows = 14,
    cleanAbove,
    tint = COLORS.glass,
  }: { columns?: number; rows?: number; cleanAbove?: number; tint?: string } = {},
): string {
  const top = groundY - h
  const paneW = w / columns
  const paneH = (h - 30) / rows
  const clip = id('tower')
  let panes = ''
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const px = x + column * paneW
      const py = top + 30 + row * paneH
      const dirty = cleanAbove !== undefined && py > cleanAbove
      panes += rect(px + 3, py + 3, paneW - 6, paneH - 6, dirty ? COLORS.glassDirty : tint)
    }
  }
  const reflections =
    `<g clip-path="url(#${clip})" opacity="0.35">` +
    poly(
      [
        [x + w * 0.1, groundY],
        [x + w * 0.55, top],
        [x + w * 0.75, top],
        [x + w * 0.3, groundY],
      ],
      '#ffffff',
    ) +
    poly(
      [
        [x + w * 0.55, groundY],
        [x + w * 0.95, top + h * 0.2],
        [x + w, top + h * 0.3],
        [x + w * 0.65, groundY],
      ],
      '#ffffff',
    ) +
    '</g>'
  const streaks =
    cleanAbove === undefined
      ? ''
      : Array.from({ length: columns * 2 }, (_, index) => {
          const sx = x + (index + 0.5) * (w / (columns * 2))
          return line(sx, Math.max(cleanAbove, top + 30) + 14, sx, groundY - 10, COLORS.grime, 2, 'opacity="0.25"')
        }).join('')
  return (
    `<defs><clipPath id="${clip}"><rect x="${x}" y="${top}" width="${w}" height="${h}"/></clipPath></defs>` +
    rect(x - 6, top, w + 12, 30, '#64748b') +
    rect(x, top + 30, w, h - 30, '#334155') +
    panes +
    reflections +
    streaks
  )
}

/** A masonry or panel building with rows of punched windows. */
export function blockBuilding(
  x: number,
  groundY: number,
  w: number,
  h: number,
  {
    color = '#cbd5e1',
    columns = 5,
    rows = 6,
    windowColor = COLORS.glass as string,
    roofColor = '#94a3b8',
  }: { color?: string; columns?: number; rows?: number; windowColor?: string; roofColor?: string } = {},
): string {
  const top = groundY - h
  const cellW = w / columns
  const cellH = (h - 60) / rows
  let windows = ''
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      windows += rect(
        x + column * cellW + cellW * 0.2,
        top + 40 + row * cellH + cellH * 0.2,
        cellW * 0.6,
        cellH * 0.55,
        windowColor,
      )
  return rect(x - 8, top - 14, w + 16, 18, roofColor) + rect(x, top, w, h, color) + windows
}

export interface HouseOptions {
  width?: number
  height?: number
  siding?: string
  roof?: string
  trim?: string
  door?: string
  garage?: boolean
  /** Greenish streaks over the siding; 'left' or 'right' half, or 'all'. */
  algae?: 'left' | 'right' | 'all'
  /** Where a roofline string of lights hangs. */
  roofLights?: boolean
  windowsLit?: boolean
  dirtyWindows?: boolean
}

/** A two-story house standing on `groundY`, centered on `cx`. Returns the markup and its roof eave line. */
export function house(
  cx: number,
  groundY: number,
  options: HouseOptions = {},
): { svg: string; eaveY: number; left: number; right: number; peak: [number, number] } {
  const {
    width = 560,
    height = 330,
    siding = COLORS.siding,
    roof = COLORS.roof,
    trim = COLORS.trim,
    door = COLORS.brand,
    garage = false,
    algae,
    roofLights = false,
    windowsLit = false,
    dirtyWindows = false,
  } = options
  const left = cx - width / 2
  const right = cx + width / 2
  const top = groundY - height
  const peak: [number, number] = [cx, top - 190]
  const clip = id('siding')
  const lit = windowsLit ? COLORS.warmLight : undefined
  const win = (x: number, y: number, w: number, h: number) =>
    lit
      ? rect(x - 5, y - 5, w + 10, h + 10, trim) + rect(x, y, w, h, lit) + line(x + w / 2, y, x + w / 2, y + h, trim, 4)
      : windowPane(x, y, w, h, { dirty: dirtyWindows })
  let boards = ''
  for (let y = top + 18; y < groundY; y += 22)
    boards += line(left, y, right, y, '#000000', 1.5, 'opacity="0.06" stroke-linecap="butt"')
  let streaks = ''
  if (algae) {
    const from = algae === 'right' ? cx : left
    const to = algae === 'left' ? cx : right
    for (let x = from + 10; x < to; x += 26)
      streaks += line(
        x,
        top + 10 + ((x * 7) % 40),
        x + 6,
        groundY - 20 - ((x * 13) % 90),
        COLORS.algae,
        10 + ((x * 3) % 8),
        'opacity="0.45"',
      )
    streaks += rect(from, top, to - from, height, COLORS.algae, 'opacity="0.18"')
  }
  const body =
    `<defs><clipPath id="${clip}"><rect x="${left}" y="${top}" width="${width}" height="${height}"/></clipPath></defs>` +
    rect(left, top, width, height, siding) +
    boards +
    `<g clip-path="url(#${clip})">${streaks}</g>` +
    poly([[left - 40, top + 4], peak, [right + 40, top + 4]], roof) +
    poly(
      [
        [left - 40, top + 4],
        [right + 40, top + 4],
        [right + 40, top + 16],
        [left - 40, top + 16],
      ],
      '#3f4651',
    ) +
    win(cx - 40, top - 120, 80, 70) +
    win(left + 60, top + 50, 100, 90) +
    win(right - 160, top + 50, 100, 90) +
    (garage
      ? win(left + 60, top + 190, 100, 80) +
        rect(right - 200, groundY - 150, 160, 150, '#e7e5e4') +
        [0, 1, 2, 3]
          .map((index) =>
            line(
              right - 200,
              groundY - 120 + index * 32,
              right - 40,
              groundY - 120 + index * 32,
              '#a8a29e',
              3,
              'stroke-linecap="butt"',
            ),
          )
          .join('') +
        rect(cx - 40, groundY - 150, 80, 150, door) +
        circle(cx + 24, groundY - 75, 5, '#fde68a')
      : win(left + 60, top + 190, 100, 90) +
        win(right - 160, top + 190, 100, 90) +
        rect(cx - 40, groundY - 150, 80, 150, door) +
        circle(cx + 24, groundY - 75, 5, '#fde68a')) +
    rect(cx - 70, groundY - 8, 140, 8, '#a8a29e')
  const lights = roofLights
    ? stringLights([[left - 40, top + 18], peak, [right + 40, top + 18]], { glow: true }) +
      stringLights(
        [
          [left - 40, top + 18],
          [right + 40, top + 18],
        ],
        { glow: true },
      )
    : ''
  return { svg: body + lights, eaveY: top + 16, left, right, peak }
}

/** Bulbs along a path, with a warm glow at dusk. */
export function stringLights(
  points: [number, number][],
  {
    spacing = 34,
    glow = false,
    colors = [COLORS.warmLight],
  }: { spacing?: number; glow?: boolean; colors?: readonly string[] } = {},
): string {
  let wire = ''
  let bulbs = ''
  let count = 0
  for (let index = 1; index < points.length; index += 1) {
    const [x1, y1] = points[index - 1]!
    const [x2, y2] = points[index]!
    wire += line(x1, y1, x2, y2, '#1f2937', 2, 'opacity="0.7"')
    const length = Math.hypot(x2 - x1, y2 - y1)
    const steps = Math.max(1, Math.floor(length / spacing))
    for (let step = 0; step < steps; step += 1) {
      const t = step / steps
      const x = x1 + (x2 - x1) * t
      const y = y1 + (y2 - y1) * t + 6
      const color = colors[count % colors.length]!
      count += 1
      bulbs += (glow ? circle(x, y, 16, color, 'opacity="0.28"') : '') + circle(x, y, 6, color)
    }
  }
  return wire + bulbs
}

export interface PersonOptions {
  skin?: string
  shirt?: string
  pants?: string
  /** Hard hat color; a cap in the brand color when absent. */
  helmet?: string
  /** Where the hands reach, relative to the shoulders: an arm pose as an angle in degrees (0 = forward). */
  armAngle?: number
  scale?: number
  facing?: 1 | -1
  harness?: boolean
}

/**
 * A crew member standing on `groundY` at `x`, in the company's purple shirt. Returns the markup and the
 * point where the hands are, so a tool can be drawn from there.
 */
export function person(
  x: number,
  groundY: number,
  options: PersonOptions = {},
): { svg: string; hands: [number, number] } {
  const {
    skin = SKIN[0],
    shirt = COLORS.brand,
    pants = '#273449',
    helmet,
    armAngle = -20,
    scale = 1,
    facing = 1,
    harness = false,
  } = options
  const s = scale
  const shoulderX = 0
  const shoulderY = -150
  const armLength = 70
  const radians = (armAngle * Math.PI) / 180
  const handX = shoulderX + Math.cos(radians) * armLength
  const handY = shoulderY + Math.sin(radians) * armLength
  const body =
    // legs and boots
    rect(-20, -86, 17, 82, pants, 'rx="6"') +
    rect(3, -86, 17, 82, pants, 'rx="6"') +
    rect(-24, -10, 24, 10, '#111827', 'rx="4"') +
    rect(2, -10, 26, 10, '#111827', 'rx="4"') +
    // torso
    rect(-27, -170, 54, 92, shirt, 'rx="16"') +
    circle(14, -150, 6, '#ffffff', 'opacity="0.9"') +
    (harness
      ? line(-22, -168, 20, -92, '#f59e0b', 6) +
        line(22, -168, -20, -92, '#f59e0b', 6) +
        rect(-27, -100, 54, 10, '#f59e0b')
      : '') +
    // back arm, front arm
    line(-6, shoulderY, handX - 14, handY + 6, shirt, 16) +
    line(8, shoulderY, handX, handY, shirt, 16) +
    circle(handX, handY, 9, skin) +
    // neck and head
    rect(-7, -184, 14, 16, skin) +
    circle(0, -204, 25, skin) +
    (helmet
      ? `<path d="M-28 -206 Q -28 -236 0 -238 Q 28 -236 28 -206 Z" fill="${helmet}"/>` +
        rect(-32, -208, 64, 6, helmet, 'rx="3"')
      : `<path d="M-26 -208 Q -24 -232 0 -233 Q 24 -232 26 -208 Z" fill="${COLORS.brandDark}"/>` +
        rect(0, -212, 40, 7, COLORS.brandDark, 'rx="3"'))
  const transform = `translate(${x} ${groundY}) scale(${facing * s} ${s})`
  return { svg: group(body, transform), hands: [x + facing * handX * s, groundY + handY * s] }
}

/** A long water-fed pole from the hands to a brush at `to`, with a trickle of purified water. */
export function waterPole(from: [number, number], to: [number, number]): string {
  const [x1, y1] = from
  const [x2, y2] = to
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  return (
    line(x1, y1, x2, y2, '#94a3b8', 7) +
    line(x1, y1, x2, y2, '#e2e8f0', 2) +
    group(
      rect(-8, -34, 16, 68, '#1f2937', 'rx="4"') + rect(8, -30, 10, 60, '#60a5fa', 'rx="3"'),
      `translate(${x2} ${y2}) rotate(${angle})`,
    ) +
    line(x2 + 6, y2 + 30, x2 + 10, y2 + 120, COLORS.water, 3, 'opacity="0.8"')
  )
}

/** A pressure-washer wand from the hands, and its fan of spray towards `target`. */
export function spray(from: [number, number], target: [number, number], { width = 90, soft = false } = {}): string {
  const [x1, y1] = from
  const [x2, y2] = target
  const angle = Math.atan2(y2 - y1, x2 - x1)
  const wandLength = 70
  const tipX = x1 + Math.cos(angle) * wandLength
  const tipY = y1 + Math.sin(angle) * wandLength
  const nx = -Math.sin(angle)
  const ny = Math.cos(angle)
  const fan = id('spray')
  const drops = Array.from({ length: 14 }, (_, index) => {
    const t = 0.3 + (index % 7) / 10
    const side = ((index * 37) % 100) / 100 - 0.5
    const dx = tipX + (x2 - tipX) * t + nx * side * width * t * 1.4
    const dy = tipY + (y2 - tipY) * t + ny * side * width * t * 1.4
    return circle(dx, dy, 3 + (index % 3), '#ffffff', 'opacity="0.75"')
  }).join('')
  return (
    `<defs><linearGradient id="${fan}" gradientUnits="userSpaceOnUse" x1="${tipX}" y1="${tipY}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="${soft ? '#c7f0d8' : COLORS.water}" stop-opacity="0.35"/></linearGradient></defs>` +
    line(x1, y1, tipX, tipY, '#334155', 8) +
    rect(tipX - 6, tipY - 6, 12, 12, '#f59e0b', `transform="rotate(${(angle * 180) / Math.PI} ${tipX} ${tipY})"`) +
    poly(
      [
        [tipX, tipY],
        [x2 + (nx * width) / 2, y2 + (ny * width) / 2],
        [x2 - (nx * width) / 2, y2 - (ny * width) / 2],
      ],
      `url(#${fan})`,
    ) +
    drops
  )
}

/** A hose from a point, curling across the ground to the edge of the picture. */
export function hose(from: [number, number], to: [number, number], color = '#f59e0b'): string {
  const [x1, y1] = from
  const [x2, y2] = to
  return `<path d="M${x1} ${y1} C ${x1 + 40} ${y1 + 120} ${(x1 + x2) / 2 - 160} ${y2 + 40} ${x2} ${y2}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`
}

/** A boom lift: a wheeled base on the ground, an arm, and a basket whose floor is at `basket`. */
export function boomLift(baseX: number, groundY: number, basket: [number, number]): string {
  const [bx, by] = basket
  return (
    rect(baseX - 90, groundY - 60, 180, 44, COLORS.lift, 'rx="8"') +
    rect(baseX - 40, groundY - 96, 80, 40, COLORS.liftDark, 'rx="6"') +
    circle(baseX - 55, groundY - 14, 22, '#1f2937') +
    circle(baseX + 55, groundY - 14, 22, '#1f2937') +
    circle(baseX - 55, groundY - 14, 8, '#9ca3af') +
    circle(baseX + 55, groundY - 14, 8, '#9ca3af') +
    line(baseX, groundY - 80, bx, by + 20, COLORS.lift, 26) +
    line(baseX, groundY - 80, bx, by + 20, COLORS.liftDark, 6, 'opacity="0.4"') +
    circle(baseX, groundY - 80, 16, COLORS.liftDark) +
    rect(bx - 60, by, 120, 56, COLORS.lift, 'rx="4"') +
    rect(bx - 60, by - 48, 6, 50, COLORS.liftDark) +
    rect(bx + 54, by - 48, 6, 50, COLORS.liftDark) +
    rect(bx - 60, by - 52, 120, 8, COLORS.liftDark, 'rx="3"')
  )
}

/** A scissor lift whose platform floor is `height` above the ground. */
export function scissorLift(cx: number, groundY: number, height: number): string {
  const baseTop = groundY - 50
  const top = groundY - height
  const sections = Math.max(2, Math.round((baseTop - top) / 70))
  const step = (baseTop - top) / sections
  let scissors = ''
  for (let index = 0; index < sections; index += 1) {
    const y1 = baseTop - index * step
    const y2 = y1 - step
    scissors += line(cx - 80, y1, cx + 80, y2, '#78350f', 9) + line(cx + 80, y1, cx - 80, y2, COLORS.liftDark, 9)
  }
  return (
    rect(cx - 110, groundY - 50, 220, 40, COLORS.lift, 'rx="6"') +
    circle(cx - 75, groundY - 10, 16, '#1f2937') +
    circle(cx + 75, groundY - 10, 16, '#1f2937') +
    scissors +
    rect(cx - 115, top, 230, 22, COLORS.lift, 'rx="4"') +
    rect(cx - 115, top - 60, 6, 62, COLORS.liftDark) +
    rect(cx + 109, top - 60, 6, 62, COLORS.liftDark) +
    rect(cx - 115, top - 64, 230, 8, COLORS.liftDark, 'rx="3"')
  )
}

/** The company van, side on, facing right, wheels on `groundY`. */
export function van(x: number, groundY: number, scale = 1): string {
  const body =
    `<path d="M0 -40 V -170 Q 0 -190 20 -190 H 250 Q 290 -190 310 -160 L 350 -105 Q 360 -92 360 -75 V -40 Z" fill="#ffffff"/>` +
    rect(0, -70, 360, 30, COLORS.brand) +
    `<path d="M262 -175 H 300 L 338 -110 H 262 Z" fill="${COLORS.glass}"/>` +
    rect(150, -175, 90, 56, COLORS.glass, 'rx="4"') +
    logoMark(40, -165, 80) +
    rect(130, -60, 0, 0, 'none') +
    circle(80, -36, 30, '#1f2937') +
    circle(80, -36, 12, '#9ca3af') +
    circle(285, -36, 30, '#1f2937') +
    circle(285, -36, 12, '#9ca3af') +
    rect(348, -88, 12, 14, '#fde68a', 'rx="3"')
  return group(body, `translate(${x} ${groundY}) scale(${scale})`)
}

/** The company's mark (@ecs/shared/brand) at `size` px, top-left corner at x, y. */
function logoMark(x: number, y: number, size: number): string {
  return group(LOGO_MARK, `translate(${x} ${y}) scale(${size / 64})`)
}

/** A car seen from the side. */
export function car(x: number, groundY: number, color: string, scale = 1): string {
  return group(
    `<path d="M0 -30 V -60 Q 0 -70 12 -72 L 60 -78 L 95 -112 Q 100 -116 110 -116 H 190 Q 202 -116 210 -108 L 240 -78 L 280 -72 Q 292 -70 292 -58 V -30 Z" fill="${color}"/>` +
      `<path d="M104 -106 H 150 V -80 H 80 Z" fill="${COLORS.glassLight}"/>` +
      `<path d="M160 -106 H 200 L 226 -80 H 160 Z" fill="${COLORS.glassLight}"/>` +
      circle(64, -28, 26, '#1f2937') +
      circle(64, -28, 10, '#9ca3af') +
      circle(228, -28, 26, '#1f2937') +
      circle(228, -28, 10, '#9ca3af'),
    `translate(${x} ${groundY}) scale(${scale})`,
  )
}

/** Dark, irregular stains on a surface (oil, grime), seeded so each scene draws the same ones. */
export function stains(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  color: string = COLORS.grime,
  seed = 3,
): string {
  let value = seed
  const next = () => {
    value = (value * 9301 + 49297) % 233280
    return value / 233280
  }
  return Array.from({ length: count }, () => {
    const cx = x + next() * w
    const cy = y + next() * h
    const rx = 18 + next() * 50
    const ry = rx * (0.35 + next() * 0.3)
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${(0.25 + next() * 0.3).toFixed(2)}"/>`
  }).join('')
}
