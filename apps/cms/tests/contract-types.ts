/**
 * Checked by the typecheck only (never run): the CMS's endpoints take their input and answer types from
 * the API contract, so a path parameter, a field or an answer changed there stops this file and the
 * endpoints themselves from compiling. The site's side is apps/web/tests/contract-types.ts.
 */
import type { LeadAccepted, LeadPage } from '@ecs/shared/api'
import type { LeadChange } from '@ecs/shared/leads'
import { expectTypeOf } from 'vitest'
import { contractEndpoint, type ContractCall, type ContractHandler } from '../src/endpoints/contract-endpoint'

// The handler's input is the contract's: the path's parameters by name, the body as the schema outputs it.
expectTypeOf<ContractCall<'deskChangeLead'>['params']>().toEqualTypeOf<{ readonly id: string }>()
expectTypeOf<ContractCall<'deskChangeLead'>['body']>().toEqualTypeOf<LeadChange>()
expectTypeOf<ContractCall<'deskAddNote'>['body']>().toEqualTypeOf<{ text: string }>()
expectTypeOf<ContractCall<'reportSummary'>['query']['days']>().toEqualTypeOf<number>()

// The handler's answer is the contract's.
expectTypeOf<Awaited<ReturnType<ContractHandler<'deskLead'>>>>().toExtend<LeadPage | Response>()
expectTypeOf<Awaited<ReturnType<ContractHandler<'leadEstimate'>>>>().toExtend<LeadAccepted | Response>()

// A handler answering what its endpoint does not declare does not compile...
// @ts-expect-error the staff list's accounts need an email
contractEndpoint('deskStaff', async () => ({ docs: [{ id: 1, name: 'Dana' }] }))
// ...nor one reading a parameter its path does not have...
// @ts-expect-error deskLead's path names :id, not :leadId
contractEndpoint('deskLead', async ({ params }) => params.leadId as never)
// ...nor one refusing a field its endpoint does not know...
// @ts-expect-error the session's detail may only refuse sessionId
contractEndpoint('reportSession', async ({ refuse }) => Promise.reject(refuse('leadId', 'no')))
// ...nor an endpoint the contract does not declare.
// @ts-expect-error there is no such endpoint
contractEndpoint('deskLeads', async () => ({}))
