import { z } from 'zod'
import { contactSchema } from './contact'
import { locationField, optionalText } from './fields'
import { AVAILABILITY_OPTIONS } from './form-options'
import { leadMetaShape } from './lead-meta'

/** /careers/apply. The resume travels as a separate upload, checked by `resumeProblem`. */
export const careerApplicationSchema = z.strictObject({
  contact: contactSchema,
  role: z
    .string({ error: 'Please choose the role you are applying for.' })
    .trim()
    .max(100, 'Please choose the role you are applying for.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please choose the role you are applying for.'),
  location: locationField.optional(),
  experienceYears: z
    .int({ error: 'Please enter your years of experience as a whole number.' })
    .min(0, 'Years of experience cannot be negative.')
    .max(60, 'Please enter at most 60 years of experience.'),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: 'Please choose when you can work.' }),
  message: optionalText('your message', 2000),
  ...leadMetaShape,
})

export type CareerApplication = z.output<typeof careerApplicationSchema>
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>
