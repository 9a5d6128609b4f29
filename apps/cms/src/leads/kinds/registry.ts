import type { LeadKind } from '@ecs/shared/leads'
import { careerApplicationKind } from './career-application'
import { communitySignupKind } from './community-signup'
import { estimateKind } from './estimate'
import type { LeadKindModule, LeadMeta } from './lead-kind'
import { phoneCallKind } from './phone-call'
import { planSignupKind } from './plan-signup'
import { reviewKind } from './review'

/**
 * Every kind's module by its name: intake, the desk and the emails read a kind's differences here and
 * nowhere else. A kind missing here, or listed under another kind's name, fails the typecheck.
 */
const LEAD_KIND_MODULES = {
  [estimateKind.facts.kind]: estimateKind,
  [phoneCallKind.facts.kind]: phoneCallKind,
  [planSignupKind.facts.kind]: planSignupKind,
  [communitySignupKind.facts.kind]: communitySignupKind,
  [careerApplicationKind.facts.kind]: careerApplicationKind,
  [reviewKind.facts.kind]: reviewKind,
} satisfies { readonly [Kind in LeadKind]: { facts: { kind: Kind } } }

/** One kind's module, for code that handles every kind alike (the kind's own lead type is not known there). */
export function leadKindModule(kind: LeadKind): LeadKindModule<LeadMeta> {
  return LEAD_KIND_MODULES[kind] as unknown as LeadKindModule<LeadMeta>
}
