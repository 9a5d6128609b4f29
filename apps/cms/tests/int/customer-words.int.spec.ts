import { describe, expect, it } from 'vitest'
import { VISIT_KINDS } from '@ecs/shared/booking'
import { LANGUAGES } from '@ecs/shared/schemas'
import { REVIEW_REQUEST_STEPS } from '../../src/booking/review-emails'
import { VISIT_MAILS } from '../../src/booking/visit-emails'
import { customerWords } from '../../src/customer-words'

/** The arguments a sentence is tried with: «0», «1»… for its values, every choice where it takes one. */
const CHOICES: Record<string, unknown[][]> = {
  'visit.heading': VISIT_MAILS.flatMap((mail) => VISIT_KINDS.map((kind) => [mail, kind])),
  'visit.invitationTitle': VISIT_KINDS.map((kind) => [kind, '«1»']),
  'review.subject': REVIEW_REQUEST_STEPS.map((step) => [step, '«1»']),
  'quote.pdf.planDiscount': [['«0»', 15]],
  'quote.pdf.titleWithVersion': [['«0»', 2]],
  hello: [['«0»'], [null]],
}
/** Words spelled the same in both languages. */
const SAME_IN_BOTH = new Set(['quote.pdf.subtotal'])

/** Every sentence of a catalogue as written with the trial arguments, by its path and arguments. */
function sentences(words: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof words === 'string') found.set(path, words)
  else if (typeof words === 'function') {
    const tries = CHOICES[path] ?? [Array.from({ length: words.length }, (_, index) => `«${index}»`)]
    for (const args of tries)
      found.set(`${path}(${args.join(', ')})`, (words as (...values: unknown[]) => string)(...args))
  } else
    for (const [key, value] of Object.entries(words as Record<string, unknown>))
      for (const [inner, text] of sentences(value, path ? `${path}.${key}` : key)) found.set(inner, text)
  return found
}

describe("the customer's sentences after the first confirmation", () => {
  const english = sentences(customerWords('en'))

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'are all written in %s, keeping every value',
    (language) => {
      const translated = sentences(customerWords(language))
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, word] of english) {
        const other = translated.get(key) ?? ''
        expect(other.trim(), key).not.toBe('')
        if (!SAME_IN_BOTH.has(key)) expect(other, key).not.toBe(word)
        expect((other.match(/«\d»/g) ?? []).sort(), key).toEqual((word.match(/«\d»/g) ?? []).sort())
      }
    },
  )
})
