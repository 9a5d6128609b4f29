import { describe, expect, it } from 'vitest'
import { withChange } from './change-lead'
import { apiPath, type LeadPage } from '@ecs/shared/api'
import { conversionsPath, exportPath } from './desk-queries'

const page = {
  lead: {
    id: 7,
    kind: 'estimate',
    reference: 'EST-1A2B3C4D',
    status: 'new',
    lostReason: null,
    ownerId: null,
    ownerName: null,
    nextFollowUpAt: null,
    overdue: false,
    value: null,
    version: 3,
  },
  timeline: [],
} as unknown as LeadPage
const staff = [{ id: 2, name: 'Local Staff', email: 'staff@clearview.example' }]

describe('the optimistic lead page', () => {
  it('shows the change before the server answers, with the owner by name', () => {
    const shown = withChange(page, { version: 3, status: 'won', value: 2450, owner: 2 }, staff)
    expect(shown.lead).toMatchObject({ status: 'won', value: 2450, ownerId: 2, ownerName: 'Local Staff', version: 3 })
    expect(page.lead.status).toBe('new')
  })

  it('marks a follow-up in the past as overdue at once, and clears it', () => {
    const past = new Date(Date.now() - 60_000).toISOString()
    expect(withChange(page, { version: 3, nextFollowUpAt: past }, staff).lead.overdue).toBe(true)
    expect(withChange(page, { version: 3, nextFollowUpAt: null }, staff).lead.overdue).toBe(false)
  })
})

describe('the desk addresses', () => {
  it('leaves empty filters out of the query string, and the page out of the export', () => {
    expect(apiPath('deskInbox', { query: { kind: 'estimate', q: '', page: 2, pageSize: 25 } })).toBe(
      '/api/desk/leads?kind=estimate&page=2&pageSize=25',
    )
    expect(exportPath({ status: 'open', page: 3, pageSize: 25 })).toBe('/api/desk/leads/export.csv?status=open')
  })

  it('asks the conversion file only for the choices that are on', () => {
    expect(conversionsPath({ qualified: false, hashed: false })).toBe('/api/desk/conversions.csv')
    expect(conversionsPath({ qualified: true, hashed: true })).toBe(
      '/api/desk/conversions.csv?qualified=true&hashed=true',
    )
  })
})
