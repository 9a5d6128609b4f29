/**
 * Checked by the typecheck only (never run): the site's calls take their addresses, bodies and answers
 * from the API contract, so a path parameter, a field or an answer changed there stops this file and
 * the calls themselves from compiling. The CMS's side is apps/cms/tests/contract-types.ts.
 */
import { apiPath, type LeadAccepted, type LeadPage } from '@ecs/shared/api'
import type { Summary } from '@ecs/shared/attribution'
import { expectTypeOf } from 'vitest'
import { callApi } from '../src/lib/api-client'
import { type apiQuery } from '../src/lib/api-query'
import { postLead } from '../src/lib/lead-form'

type Answer<Call extends (...args: never[]) => unknown> = Awaited<ReturnType<Call>>

// Answers are the contract's.
expectTypeOf<Answer<typeof callApi<'deskChangeLead'>>>().toEqualTypeOf<LeadPage>()
expectTypeOf<Answer<typeof postLead>>().toExtend<LeadAccepted | { ok: false }>()
expectTypeOf<NonNullable<ReturnType<typeof apiQuery<'reportSummary'>>['queryKey']>>().toExtend<readonly unknown[]>()
expectTypeOf<Answer<typeof callApi<'reportSummary'>>>().toEqualTypeOf<Summary>()

// Addresses and bodies are checked against the contract...
// @ts-expect-error deskLead's path names :id
apiPath('deskLead', { params: { leadId: 3 } })
// @ts-expect-error a lead's page needs its id
apiPath('deskLead')
// @ts-expect-error the inbox's kind filter is one of the lead kinds
apiPath('deskInbox', { query: { kind: 'nonsense' } })
// @ts-expect-error a note is { text }
void callApi('deskAddNote', { params: { id: 3 }, json: { note: 'Called back' } })
// @ts-expect-error the lead forms are the contract's lead endpoints only
void postLead('/api/leads/estimate', { json: {} })
// ...and only the contract's endpoints can be called.
// @ts-expect-error there is no such endpoint
void callApi('deskLeads')
