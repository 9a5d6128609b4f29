import type { TextField } from 'payload'
import { localized } from './localized'

const MIN_ALT_LENGTH = 15

/** Alt text that says something: a few words, not empty, not a file name. */
export function meaningfulAlt(value: string | null | undefined): true | string {
  const alt = (value ?? '').trim()
  if (alt.length < MIN_ALT_LENGTH || !alt.includes(' '))
    return `Describe what the picture shows in a few words (at least ${MIN_ALT_LENGTH} characters).`
  if (/\.(jpe?g|png|webp|avif|gif)$/i.test(alt)) return 'Describe the picture rather than giving its file name.'
  return true
}

/**
 * What one picture shows on the page where it is used, in each language: a picture's own alt (the media
 * document's) says what it is, this says what it proves here ("The same driveway after pressure washing").
 */
export function altText(name: string, description: string): TextField {
  return localized({
    name,
    type: 'text',
    required: true,
    maxLength: 200,
    admin: { description },
    validate: meaningfulAlt,
  })
}
