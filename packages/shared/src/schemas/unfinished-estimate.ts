import { z } from 'zod'
import {
  emailField,
  givenOrNot as given,
  locationField,
  optionalText,
  requiredText,
  serviceSlugField,
  serviceTypeField,
  usPhoneField,
  zipField,
} from './fields'
import { PHONE_OR_EMAIL, reachable } from './contact'
import { leadMetaShape } from './lead-meta'
import { MAX_SERVICES_PER_ESTIMATE } from './estimate-request'

/**
 * What the estimate wizard's beacon carries when a visitor leaves it unsent: whatever they gave so far,
 * of which a first name and a phone or an email are required (someone the office can reach). Answers
 * the wizard asks but a beacon does not keep (the property, the preferred time) are dropped.
 */
export const unfinishedEstimateSchema = z.object({
  ...leadMetaShape,
  serviceType: given(serviceTypeField),
  services: z.array(serviceSlugField).max(MAX_SERVICES_PER_ESTIMATE).default([]),
  location: given(locationField),
  address: z
    .object({
      street: optionalText('your street address', 200),
      city: optionalText('your city', 100),
      zip: given(zipField),
    })
    .prefault({}),
  contact: z
    .object({
      firstName: requiredText('your first name', 100),
      lastName: optionalText('your last name', 100),
      email: given(emailField),
      phone: given(usPhoneField),
    })
    .refine(reachable, PHONE_OR_EMAIL),
  message: optionalText('your message', 2000),
})

export type UnfinishedEstimate = z.output<typeof unfinishedEstimateSchema>
export type UnfinishedEstimateInput = z.input<typeof unfinishedEstimateSchema>
