import {
  careerApplicationSchema,
  communitySignupSchema,
  estimateRequestSchema,
  fieldErrors,
  planSignupSchema,
  reviewSchema,
} from '@ecs/shared/schemas'
import { toFieldErrorMap, type FieldErrorMap } from './field-errors'

/** The lead schemas the server checks with, by name, so pages can refer to them without loading them. */
const LEAD_SCHEMAS = {
  estimate: estimateRequestSchema,
  'plan-signup': planSignupSchema,
  'community-signup': communitySignupSchema,
  'career-application': careerApplicationSchema,
  review: reviewSchema,
}

export type LeadSchemaName = keyof typeof LEAD_SCHEMAS

export function validateLead(name: LeadSchemaName, value: unknown): FieldErrorMap {
  const result = LEAD_SCHEMAS[name].safeParse(value)
  return result.success ? {} : toFieldErrorMap(fieldErrors(result.error))
}
