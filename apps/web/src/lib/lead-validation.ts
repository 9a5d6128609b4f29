import {
  careerApplicationSchema,
  communitySignupSchema,
  estimateRequestSchema,
  fieldErrors,
  planSignupSchema,
  reviewSchema,
  unfinishedEstimateSchema,
} from '@ecs/shared/schemas'
import { toFieldErrorMap, type FieldErrorMap } from './field-errors'

/** The lead schemas the server checks with, by name, so pages can refer to them without loading them. */
const LEAD_SCHEMAS = {
  estimate: estimateRequestSchema,
  'plan-signup': planSignupSchema,
  'community-signup': communitySignupSchema,
  'career-application': careerApplicationSchema,
  review: reviewSchema,
  'unfinished-estimate': unfinishedEstimateSchema,
}

export type LeadSchemaName = keyof typeof LEAD_SCHEMAS

export function validateLead(name: LeadSchemaName, value: unknown): FieldErrorMap {
  const result = LEAD_SCHEMAS[name].safeParse(value)
  return result.success ? {} : toFieldErrorMap(fieldErrors(result.error))
}

/**
 * A beacon's body without the answers its schema refuses, each blanked (an answer not given): the server
 * takes or refuses a beacon whole and its visitor is gone, so one refused answer (a half-typed ZIP or
 * email, a phone that is no working number) must not lose the others. Undefined when what is left is
 * refused too (no first name, no way to reach them).
 */
export function withoutRefusedAnswers(name: LeadSchemaName, body: Record<string, unknown>) {
  const checked = LEAD_SCHEMAS[name].safeParse(body)
  if (checked.success) return body
  const kept = structuredClone(body)
  for (const { path } of checked.error.issues) blankAnswer(kept, path)
  return LEAD_SCHEMAS[name].safeParse(kept).success ? kept : undefined
}

/** Blanks the answer at `path`: '' for a field, [] for a list any item of which was refused. */
function blankAnswer(body: Record<string, unknown>, path: readonly PropertyKey[]) {
  const inList = path.findIndex((key) => typeof key === 'number')
  const answerPath = inList === -1 ? path : path.slice(0, inList)
  const key = answerPath.at(-1)
  const parent = answerPath
    .slice(0, -1)
    .reduce<unknown>((at, step) => (at as Record<PropertyKey, unknown>)?.[step], body)
  if (key === undefined || typeof parent !== 'object' || parent === null) return
  const answers = parent as Record<PropertyKey, unknown>
  answers[key] = Array.isArray(answers[key]) ? [] : ''
}
