import { HEIGHT, WIDTH, doc, stains } from './kit'
import type { Illustration } from './types'

/**
 * A scene as it looked before the job, for the seed's before/after pairs: the same drawing dulled (less
 * color, darker, a brown cast) under blotches of grime, so the pair shows one surface in two states.
 */
export function beforeCleaning(after: Illustration, alt: string): Illustration {
  return {
    key: `${after.key}-before`,
    alt,
    focal: after.focal,
    draw: () => {
      const scene = after.draw()
      return doc(
        `<defs><filter id="grime"><feColorMatrix type="saturate" values="0.35"/><feComponentTransfer><feFuncR type="linear" slope="0.78"/><feFuncG type="linear" slope="0.74"/><feFuncB type="linear" slope="0.66"/></feComponentTransfer></filter></defs><g filter="url(#grime)">${scene}</g>${stains(0, 0, WIDTH, HEIGHT, 90, '#4a3f2a', 11)}<rect width="${WIDTH}" height="${HEIGHT}" fill="#5c4a2e" opacity="0.12"/>`,
      )
    },
  }
}
