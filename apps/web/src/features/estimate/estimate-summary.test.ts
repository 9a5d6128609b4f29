import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../../../tests/helpers/catalogue-words'
import { estimateSummary } from './estimate-summary'
import { emptyDraft, type EstimateDraft } from './hooks/use-estimate-draft'

function draftWith(property: Partial<EstimateDraft['property']>): EstimateDraft {
  const draft = emptyDraft('residential')
  return {
    ...draft,
    services: ['residential-window-cleaning'],
    property: { ...draft.property, size: 'medium', stories: '2', ...property },
    contact: { ...draft.contact, preferredContactMethod: 'text', preferredTime: 'any' },
  }
}

/** The industries by their names in each language, as the CMS gives them to a page in it. */
const INDUSTRY_NAMES_IN: Record<'en' | 'es', Record<string, string>> = {
  en: {},
  es: { 'Parking Operators': 'Operadores de estacionamientos' },
}

const valueOf = (draft: EstimateDraft, step: string, locale: 'en' | 'es' = 'en') =>
  estimateSummary(
    draft,
    CATALOGUES[locale],
    (slug) => `«${slug}»`,
    (value) => INDUSTRY_NAMES_IN[locale][value] ?? value,
  ).find((row) => row.step === step)?.value

describe("the contact step's summary of the request", () => {
  it('says stories in words: one story, two stories, four or more stories', () => {
    expect(valueOf(draftWith({ stories: '1' }), 'property')).toContain('1 story')
    expect(valueOf(draftWith({ stories: '1' }), 'property')).not.toContain('stories')
    expect(valueOf(draftWith({ stories: '2' }), 'property')).toContain('2 stories')
    expect(valueOf(draftWith({ stories: '4' }), 'property')).toContain('4 or more stories')
  })

  it('names the chosen surfaces by their labels, not their values; the contact is asked beside it, not summed up', () => {
    const draft = draftWith({ surfaces: ['parking-garage', 'deck'] })
    expect(valueOf(draft, 'property')).toBe('Medium (1,500 to 3,000 sq ft) · 2 stories · parking garage, deck')
    expect(valueOf(draft, 'contact')).toBeUndefined()
  })

  it('says it all in Spanish on a Spanish page', () => {
    const draft = draftWith({ surfaces: ['parking-garage', 'deck'], stories: '1' })
    expect(valueOf(draft, 'property', 'es')).toBe(
      'Mediana (de 1,500 a 3,000 pies cuadrados) · 1 piso · estacionamiento, terraza de madera',
    )
    expect(valueOf(draft, 'services', 'es')).toBe('«residential-window-cleaning»')
  })

  it("says a business's building in its own measures", () => {
    const draft: EstimateDraft = {
      ...draftWith({
        surfaces: ['storefront'],
        businessType: 'Parking Operators',
        buildingType: 'parking-garage',
        levels: '4',
        stalls: '600',
        floors: '9',
      }),
      serviceType: 'commercial',
      business: { company: 'Bayou Parking', jobTitle: 'Operations lead', sites: '2' },
    }
    expect(valueOf(draft, 'property')).toBe('Parking Operators · Parking garage · 4 levels, 600 stalls · storefront')
    expect(valueOf(draft, 'property', 'es')).toBe(
      'Operadores de estacionamientos · Estacionamiento de varios niveles · 4 niveles, 600 espacios · fachada de tienda',
    )
  })

  it('leaves out what was not answered', () => {
    expect(valueOf(draftWith({ stories: '' }), 'property')).not.toMatch(/stor/)
  })
})
