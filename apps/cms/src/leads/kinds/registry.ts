import type { LeadKind } from '@ecs/shared/leads'
import { careerApplicationKind } from './career-application'
import { communitySignupKind } from './community-signup'
import { estimateKind } from './estimate'
import type { LeadKindModule, LeadMeta } from './lead-kind'
import { phoneCallKind } from './phone-call'
import { planSignupKind } from './plan-signup'
import { reviewKind } from './review'
import { unfinishedEstimateKind } from './unfinished-estimate'

/**
 * Every kind's module by its name: intake, the desk and the emails read a kind's differences here and
 * nowhere else. A kind missing here, or listed under another kind's name, fails the typecheck.
 */
const LEAD_KIND_MODULES = {
  [estimateKind.facts.kind]: estimateKind,
  [unfinishedEstimateKind.facts.kind]: unfinishedEstimateKind,
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

/**
 * The kinds a submission of `kind` completes (an unfinished estimate, by an estimate request): one with
 * the same idempotency key hands its desk lead over to it.
 */
export function kindsCompletedBy(kind: LeadKind): LeadKind[] {
  return (Object.keys(LEAD_KIND_MODULES) as LeadKind[]).filter(
    (candidate) => leadKindModule(candidate).intake?.completedBy === kind,
  )
}
