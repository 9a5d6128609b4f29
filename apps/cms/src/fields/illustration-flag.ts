import type { CheckboxField } from 'payload'

/**
 * Marks proof that is not a real job yet (the seed's drawn before/after pairs and job photos, its example
 * case studies): the site labels it "Illustration" so no visitor takes it for a photo of our work, and
 * marketing finds what is left to replace by filtering the list on it.
 */
export const illustrationFlag: CheckboxField = {
  name: 'illustration',
  type: 'checkbox',
  defaultValue: false,
  label: 'Illustration, not a real job',
  index: true,
  admin: {
    position: 'sidebar',
    description:
      'On while this shows drawings or a made-up example: the site says "Illustration" under it. Replace it with real photos and words from a job, then turn this off.',
  },
}
