import { z } from 'zod'
import { HOME_SIZES, INDUSTRY_NAMES } from '../catalog'
import { optionalText, requiredText } from './fields'
import {
  BUILDING_TYPES,
  BUSINESS_LIMITS,
  MAX_STORIES,
  PROPERTY_SURFACE_LABELS,
  PROPERTY_SURFACES,
  surfacesFor,
} from './form-options'
import { writeCount } from '../routes/locale-writing'

/** A count a business gives (floors, stalls, sites): a whole number from 1 to `max`. */
function countField(what: string, max: number) {
  const message = `Please enter the number of ${what}, from 1 to ${writeCount(max)}.`
  return z
    .int({ error: `Please enter the number of ${what}.` })
    .min(1, message)
    .max(max, message)
}

/**
 * The property: a home's size and stories, or a business's building (its type, and floors and square
 * feet, or levels and stalls for a parking garage, and its frontage), and the surfaces to clean. Which
 * of them a request must give, and which it may not, depends on its type (`propertyIssues`).
 */
export const propertySchema = z.strictObject({
  size: z.enum(HOME_SIZES, { error: 'Please choose the size of the property.' }).optional(),
  /** 4 stands for "4 or more"; taller buildings are quoted after a visit. */
  stories: z
    .int({ error: 'Please choose how many stories the building has.' })
    .min(1, 'Please choose how many stories the building has.')
    .max(MAX_STORIES, 'Please choose 1 to 4 stories (4 means four or more).')
    .optional(),
  surfaces: z
    .array(z.enum(PROPERTY_SURFACES, { error: 'Please choose surfaces from the list.' }), {
      error: 'Please choose surfaces from the list.',
    })
    .max(PROPERTY_SURFACES.length, 'Please choose surfaces from the list.')
    .default([])
    .transform((surfaces) => [...new Set(surfaces)]),
  businessType: z.enum(INDUSTRY_NAMES, { error: 'Please choose your type of business from the list.' }).optional(),
  buildingType: z.enum(BUILDING_TYPES, { error: 'Please choose the type of building from the list.' }).optional(),
  floors: countField('floors', BUSINESS_LIMITS.floors).optional(),
  squareFeet: countField('square feet', BUSINESS_LIMITS.squareFeet).optional(),
  levels: countField('levels', BUSINESS_LIMITS.levels).optional(),
  stalls: countField('stalls', BUSINESS_LIMITS.stalls).optional(),
  frontageFeet: countField('feet of frontage', BUSINESS_LIMITS.frontageFeet).optional(),
})

export type PropertyDetails = z.output<typeof propertySchema>

/** Who is asking for a business: asked of businesses only. */
export const businessContactSchema = z.strictObject({
  company: requiredText('your company name', 200),
  jobTitle: optionalText('your job title', 100),
  sites: countField('sites', BUSINESS_LIMITS.sites).default(1),
})

export type BusinessContact = z.output<typeof businessContactSchema>

export interface PropertyIssue {
  path: (string | number)[]
  message: string
}

type BusinessMeasure = 'floors' | 'squareFeet' | 'levels' | 'stalls'
const GARAGE_MEASURES: readonly BusinessMeasure[] = ['levels', 'stalls']
const BUILDING_MEASURES: readonly BusinessMeasure[] = ['floors', 'squareFeet']
const MEASURE_WORDS: Record<BusinessMeasure, string> = {
  floors: 'floors',
  squareFeet: 'square feet',
  levels: 'levels',
  stalls: 'stalls',
}
const BUSINESS_ONLY_FIELDS = [
  'businessType',
  'buildingType',
  'frontageFeet',
  ...GARAGE_MEASURES,
  ...BUILDING_MEASURES,
] as const

/**
 * What a request of each type must and may not say about its property and who sends it: a home its
 * size and stories and nothing of a business; a business its type, its building's type and measures
 * (levels and stalls for a parking garage, floors and square feet for any other) and its company, and
 * no home size. Each issue names the field, so the form shows it where it is asked.
 */
export function propertyIssues(
  serviceType: 'residential' | 'commercial',
  property: PropertyDetails,
  business: BusinessContact | undefined,
): PropertyIssue[] {
  const issues: PropertyIssue[] = []
  const offered = surfacesFor(serviceType)
  property.surfaces.forEach((surface, index) => {
    if (offered.includes(surface)) return
    issues.push({
      path: ['property', 'surfaces', index],
      message:
        serviceType === 'residential'
          ? `${PROPERTY_SURFACE_LABELS[surface]} is for a business; please choose the surfaces of your home.`
          : `${PROPERTY_SURFACE_LABELS[surface]} is for a home; please choose the surfaces of your building.`,
    })
  })
  if (serviceType === 'residential') {
    if (property.size === undefined)
      issues.push({ path: ['property', 'size'], message: 'Please choose the size of the property.' })
    if (property.stories === undefined)
      issues.push({ path: ['property', 'stories'], message: 'Please choose how many stories the building has.' })
    for (const field of BUSINESS_ONLY_FIELDS) {
      if (property[field] !== undefined)
        issues.push({ path: ['property', field], message: 'This is asked of businesses only; please leave it out.' })
    }
    if (business !== undefined)
      issues.push({ path: ['business'], message: 'This is asked of businesses only; please leave it out.' })
    return issues
  }
  for (const field of ['size', 'stories'] as const) {
    if (property[field] !== undefined)
      issues.push({
        path: ['property', field],
        message: "A home's size is not asked of a business; please give the building's measures.",
      })
  }
  if (property.businessType === undefined)
    issues.push({ path: ['property', 'businessType'], message: 'Please choose your type of business.' })
  if (property.buildingType === undefined)
    issues.push({ path: ['property', 'buildingType'], message: 'Please choose the type of building.' })
  else {
    const garage = property.buildingType === 'parking-garage'
    for (const field of garage ? GARAGE_MEASURES : BUILDING_MEASURES) {
      if (property[field] === undefined)
        issues.push({ path: ['property', field], message: `Please enter the number of ${MEASURE_WORDS[field]}.` })
    }
    for (const field of garage ? BUILDING_MEASURES : GARAGE_MEASURES) {
      if (property[field] !== undefined)
        issues.push({
          path: ['property', field],
          message: garage
            ? 'A parking garage is measured in levels and stalls; please leave this out.'
            : 'Levels and stalls are asked of parking garages only; please leave this out.',
        })
    }
  }
  if (business === undefined) issues.push({ path: ['business', 'company'], message: 'Please enter your company name.' })
  return issues
}
