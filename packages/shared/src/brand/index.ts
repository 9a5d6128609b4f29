/**
 * The company's mark: a squeegee drawn across a window, the glass it has passed over a lighter purple
 * with a sparkle on it. Drawn once here on a 64 x 64 grid, without ids so it can appear several times
 * on one page; the site's header and footer, its favicon and touch icon, the illustrations' van and the
 * emails all use this drawing.
 */
export const LOGO_MARK = [
  '<rect width="64" height="64" rx="14" fill="#5b21b6"/>',
  // the cleaned glass, above the blade's sweep, following the tile's rounded top corners
  '<path d="M0 14 Q 0 0 14 0 H 50 Q 64 0 64 14 V 20 L 0 44 Z" fill="#8b5cf6"/>',
  '<g transform="rotate(-20 32 32)">',
  '<rect x="12" y="30" width="40" height="7" rx="3.5" fill="#ffffff"/>',
  '<rect x="12" y="35" width="40" height="3" rx="1.5" fill="#1e1b4b" opacity="0.35"/>',
  '<rect x="29" y="37" width="6" height="20" rx="3" fill="#ffffff"/>',
  '</g>',
  '<path d="M44 7 Q 45 14 52 15 Q 45 16 44 23 Q 43 16 36 15 Q 43 14 44 7 Z" fill="#fde68a"/>',
].join('')

/** The mark as a standalone SVG document (the favicon), `size` pixels square. */
export function logoMarkSvg(size = 64): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${LOGO_MARK}</svg>\n`
}

/** Where the site serves the mark as PNG (for email clients that do not show SVG, and touch icons). */
export const LOGO_PNG_PATH = '/brand/logo-mark-192.png'
export const TOUCH_ICON_PATH = '/brand/apple-touch-icon.png'
