import type { ServiceSlug } from '@ecs/shared/catalog'
import { HEIGHT, WIDTH, doc, group } from './kit'
import { articleIllustration } from './scenes/articles'
import { industryIllustration } from './scenes/industries'
import { serviceIllustration } from './scenes/services'
import type { Illustration } from './types'

/** How much a close-up enlarges its scene: enough to read as another shot, little enough to keep the work in frame. */
const CLOSE_UP_ZOOM = 1.7

/**
 * A detail of a scene: the drawing enlarged around its focal point, which stays where it was, so the
 * crop never leaves the canvas and every size Payload cuts still keeps the subject.
 */
function closeUp(scene: Illustration, alt: string): Illustration {
  const [x, y] = [(WIDTH * scene.focal.x) / 100, (HEIGHT * scene.focal.y) / 100]
  return {
    key: `${scene.key}-close-up`,
    alt,
    focal: scene.focal,
    draw: () =>
      doc(
        group(scene.draw(), `translate(${x * (1 - CLOSE_UP_ZOOM)} ${y * (1 - CLOSE_UP_ZOOM)}) scale(${CLOSE_UP_ZOOM})`),
      ),
  }
}

/** Another scene of the kit that shows the service's work, for the services that have one. */
const OTHER_SCENES: Partial<Record<ServiceSlug, () => Illustration>> = {
  'commercial-window-cleaning': () => industryIllustration('retail-stores'),
  'commercial-pressure-washing': () => industryIllustration('restaurants'),
  'commercial-soft-wash': () => industryIllustration('property-management'),
  'parking-garage-pressure-wash': () => industryIllustration('parking-operators'),
  'residential-window-cleaning': () => articleIllustration('luxury-window-cleaning'),
  'residential-pressure-washing': () => articleIllustration('budget-curb-appeal'),
  'residential-soft-wash': () => articleIllustration('soft-washing'),
  'residential-holiday-lights': () => articleIllustration('holiday-lighting'),
}

/**
 * The picture of a service's seeded job photo, never the before/after pair's "after" (the service's own
 * scene): another scene of the same work where the kit has one (its media document is shared with the
 * industry or article it was drawn for), else a close-up of the service's scene, uploaded with `alt`.
 */
export function jobPhotoIllustration(service: ServiceSlug, alt: string): Illustration {
  return OTHER_SCENES[service]?.() ?? closeUp(serviceIllustration(service), alt)
}
