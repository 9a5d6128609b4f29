import { cadenceTotals } from '@ecs/shared/catalog'
import type { CommunityProgram } from '@ecs/shared/cms'
import { formatCents } from '@ecs/shared/schemas'
import { useMessages } from '../../../lib/messages'

/**
 * What the chosen services come to, one sum per cadence ("$89.00 one visit + $129.00 quarterly"): a
 * one-off and a quarterly price are not charged together after the first visit.
 */
export function useResidentTotal(prices: CommunityProgram['prices']): string {
  const said = useMessages().residentSignup
  return cadenceTotals(prices)
    .map(({ cadence, cents }) => `${formatCents(cents)} ${said.cadences[cadence]}`)
    .join(' + ')
}
