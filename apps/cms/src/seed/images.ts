import sharp from 'sharp'

/**
 * Illustrations for the seed, drawn here so the seed downloads nothing: a calm gradient in the
 * brand's purple family with soft shapes, different for each title.
 */
export async function drawIllustration(title: string, width = 1600, height = 900): Promise<Buffer> {
  const hue = [...title].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 60
  const base = 250 + hue
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${base},55%,38%)"/>
      <stop offset="1" stop-color="hsl(${base + 40},60%,62%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="hsla(${base + 80},80%,85%,0.35)"/>
  <rect x="${width * 0.12}" y="${height * 0.35}" width="${width * 0.3}" height="${height * 0.65}" rx="12" fill="hsla(0,0%,100%,0.18)"/>
  <rect x="${width * 0.46}" y="${height * 0.5}" width="${width * 0.22}" height="${height * 0.5}" rx="12" fill="hsla(0,0%,100%,0.12)"/>
  ${Array.from({ length: 12 }, (_, index) => {
    const col = index % 3
    const row = Math.floor(index / 3)
    return `<rect x="${width * (0.15 + col * 0.085)}" y="${height * (0.42 + row * 0.13)}" width="${width * 0.06}" height="${height * 0.08}" rx="4" fill="hsla(0,0%,100%,0.45)"/>`
  }).join('')}
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer()
}
