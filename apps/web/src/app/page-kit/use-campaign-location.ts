import { locationOfCampaign } from '@ecs/shared/attribution'
import type { LocationSlug } from '@ecs/shared/catalog'
import { useLocations } from '../../api/locations'
import { useFirstTouch } from '../../features/attribution'

/**
 * The location the visit's campaign speaks for: the one whose ad campaigns marketing listed it under,
 * else the location of the page it landed on. Undefined on the server and while hydrating.
 */
export function useCampaignLocation(): LocationSlug | undefined {
  const touch = useFirstTouch()
  const locations = useLocations()
  return touch ? locationOfCampaign(touch, locations) : undefined
}
