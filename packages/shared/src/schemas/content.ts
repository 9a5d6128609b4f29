import { z } from 'zod'
import { HOME_SIZES, LOCATION_SLUGS, PLAN_IDS, SERVICE_TYPES } from '../catalog'
import { serviceSlugField } from './fields'

/**
 * What the site needs from the CMS's content, for parsing API answers at the edge.
 * Plain (non-strict) objects: the CMS may send more fields (ids, timestamps), which are dropped.
 */

const text = z.string().trim().min(1)
const price = z.number().finite().nonnegative()

export const protectionPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: text,
  description: z.string(),
  frequency: text,
  prices: z.object(
    Object.fromEntries(HOME_SIZES.map((size) => [size, price])) as Record<(typeof HOME_SIZES)[number], typeof price>,
  ),
  features: z.array(z.string()),
})

export const industrySchema = z.object({
  name: text,
  description: z.string(),
  icon: z.string(),
})

export const locationContentSchema = z.object({
  slug: z.enum(LOCATION_SLUGS),
  name: text,
  label: text,
  address: z.string(),
  coordinates: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  phone: text,
  serviceRadius: z.number().positive(),
})

export const serviceContentSchema = z.object({
  slug: serviceSlugField,
  name: text,
  description: z.string(),
  image: z.string().optional(),
  type: z.enum(SERVICE_TYPES),
  locations: z.array(z.enum(LOCATION_SLUGS)),
})

const socialUrl = z.url({ protocol: /^https$/ }).optional()

export const companyInfoSchema = z.object({
  name: text,
  phone: text,
  email: z.email(),
  address: z.string(),
  serviceArea: z.string(),
  socials: z.object({ facebook: socialUrl, twitter: socialUrl, instagram: socialUrl, linkedin: socialUrl }),
})

export type ProtectionPlan = z.output<typeof protectionPlanSchema>
export type Industry = z.output<typeof industrySchema>
export type LocationContent = z.output<typeof locationContentSchema>
export type ServiceContent = z.output<typeof serviceContentSchema>
export type CompanyInfo = z.output<typeof companyInfoSchema>
