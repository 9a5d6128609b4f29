import type { Endpoint } from 'payload'
import { LEAD_KINDS } from '@ecs/shared/leads'
import { leadHandler } from '../../leads/intake/submit-lead'
import { leadKindModule } from '../../leads/kinds/registry'

/**
 * The public's one way to submit: validated, idempotent, bot-filtered lead endpoints (see
 * docs/decisions/003-lead-endpoints.md), one per registered kind at /leads/{kind}, each reading its
 * request as its kind says. Payload serves them under /api.
 */
export const leadEndpoints: Endpoint[] = LEAD_KINDS.map((kind) => ({
  path: `/leads/${kind}`,
  method: 'post',
  handler: leadHandler(leadKindModule(kind)),
}))
