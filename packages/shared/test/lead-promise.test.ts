import { describe, expect, it } from 'vitest'
import { leadPromise, type LeadRouting } from '../src/leads'

const routing = (overrides: Partial<LeadRouting>): LeadRouting => ({
  team: 'Seattle',
  assignee: null,
  withinMinutes: null,
  dueAt: null,
  timeZone: 'America/Los_Angeles',
  ...overrides,
})
// Thursday 2026-11-26, 7:00 pm in Seattle.
const now = new Date('2026-11-27T03:00:00Z')

describe('the promise of the first contact', () => {
  it('names who will call and within how long during hours', () => {
    expect(leadPromise('estimate', routing({ assignee: 'Dana', withinMinutes: 5 }), now)).toBe(
      'Dana from our Seattle team will call you within 5 minutes.',
    )
    expect(leadPromise('plan-signup', routing({ assignee: 'Dana', withinMinutes: 1 }), now)).toBe(
      'Dana from our Seattle team will call you within 1 minute to schedule your first visit.',
    )
  })

  it('gives the due time in the office zone outside hours', () => {
    expect(leadPromise('estimate', routing({ dueAt: '2026-11-27T15:35:00.000Z' }), now)).toBe(
      'Our Seattle team will call you by 7:35 am tomorrow.',
    )
    expect(leadPromise('estimate', routing({ dueAt: '2026-11-30T15:35:00.000Z' }), now)).toBe(
      'Our Seattle team will call you by 7:35 am Monday.',
    )
    expect(
      leadPromise('estimate', routing({ dueAt: '2026-11-27T15:35:00.000Z' }), new Date('2026-11-27T12:00:00Z')),
    ).toBe('Our Seattle team will call you by 7:35 am today.')
  })

  it('is neutral when nobody could be given it, and keeps the hiring team and reviews to their own', () => {
    expect(leadPromise('estimate', routing({}), now)).toBe('Our Seattle team will call you soon.')
    expect(leadPromise('estimate', null, now)).toBe('Our team will call you soon.')
    expect(leadPromise('career-application', null, now)).toBe(
      'Our hiring team replies to every application within a week.',
    )
    expect(leadPromise('review', routing({ assignee: 'Dana', withinMinutes: 5 }), now)).toBe('')
  })

  it('says the same in Spanish for a Spanish lead', () => {
    expect(leadPromise('estimate', routing({ assignee: 'Dana', withinMinutes: 5 }), now, 'es')).toBe(
      'Dana, de nuestro equipo de Seattle, le llamará en menos de 5 minutos.',
    )
    expect(leadPromise('plan-signup', routing({ assignee: 'Dana', withinMinutes: 1 }), now, 'es')).toBe(
      'Dana, de nuestro equipo de Seattle, le llamará en menos de 1 minuto para programar su primera visita.',
    )
    expect(leadPromise('estimate', routing({ dueAt: '2026-11-27T15:35:00.000Z' }), now, 'es')).toBe(
      'Nuestro equipo de Seattle le llamará antes de las 7:35 a.m. de mañana.',
    )
    expect(leadPromise('estimate', routing({ dueAt: '2026-11-30T09:05:00.000Z' }), now, 'es')).toBe(
      'Nuestro equipo de Seattle le llamará antes de la 1:05 a.m. del lunes.',
    )
    expect(leadPromise('estimate', null, now, 'es')).toBe('Nuestro equipo le llamará pronto.')
    expect(leadPromise('career-application', null, now, 'es')).toBe(
      'Nuestro equipo de contratación responde a cada solicitud en el plazo de una semana.',
    )
  })
})
