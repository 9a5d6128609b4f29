import { ProblemError } from '@ecs/shared/http'
import { FIRST_CONTACT_LABELS, type LeadChange, type LeadContact } from '@ecs/shared/leads'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/toast'
import type { LeadPage, StaffAccount } from '@ecs/shared/api'
import { callApi } from '../../../lib/api-client'
import { apiQuery, queriesOf } from '../../../lib/api-query'

/** The lead page as it will look once the change is saved, shown before the server answers. */
export function withChange(page: LeadPage, change: LeadChange, staff: readonly StaffAccount[]): LeadPage {
  const lead = { ...page.lead }
  if (change.status !== undefined) lead.status = change.status
  if (change.lostReason !== undefined) lead.lostReason = change.lostReason
  if (change.owner !== undefined) {
    lead.ownerId = change.owner
    lead.ownerName = staff.find((account) => account.id === change.owner)?.name ?? null
  }
  if (change.nextFollowUpAt !== undefined) {
    lead.nextFollowUpAt = change.nextFollowUpAt
    lead.overdue = change.nextFollowUpAt !== null && Date.parse(change.nextFollowUpAt) < Date.now()
  }
  if (change.value !== undefined) lead.value = change.value
  return { ...page, lead }
}

/** After any change the inbox's pages may show the lead differently: they are read again when next shown. */
function inboxIsStale(client: QueryClient) {
  return client.invalidateQueries({ predicate: queriesOf('deskInbox') })
}

function problemOf(error: unknown) {
  return error instanceof ProblemError ? error.details : undefined
}

/**
 * Changes a lead's working fields with the version it was read with. The page shows the change at once
 * and a toast when it is saved; a refusal puts the page back as it was and says why (a 409 also reads
 * the lead again, so the newer version is what is shown).
 */
export function useChangeLead(id: number, staff: readonly StaffAccount[]) {
  const client = useQueryClient()
  const toast = useToast()
  const { queryKey } = apiQuery('deskLead', { params: { id } })
  return useMutation({
    mutationFn: (change: LeadChange) => callApi('deskChangeLead', { params: { id }, json: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey })
      const before = client.getQueryData(queryKey)
      if (before) client.setQueryData(queryKey, withChange(before, change, staff))
      return { before }
    },
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before)
      const problem = problemOf(error)
      toast({
        tone: 'error',
        title: problem?.status === 409 ? 'Not saved: changed by someone else' : 'Not saved',
        description: problem?.errors?.[0]?.message ?? problem?.detail ?? 'Please try again.',
      })
      if (problem?.status === 409) void client.invalidateQueries({ queryKey })
    },
    onSuccess: (page) => {
      client.setQueryData(queryKey, page)
      toast({ tone: 'success', title: 'Saved', description: `${page.lead.reference} is up to date.` })
    },
    onSettled: () => inboxIsStale(client),
  })
}

/**
 * A change that answers the lead page with itself on the timeline (a note, a logged call or email): the
 * page is replaced by the answer and a toast says it was saved, or why not.
 */
function useTimelineEntry<Sent>(
  id: number,
  send: (sent: Sent) => Promise<LeadPage>,
  toasts: { saved: (sent: Sent) => string; failed: string },
) {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: send,
    onSuccess: (page, sent) => {
      client.setQueryData(apiQuery('deskLead', { params: { id } }).queryKey, page)
      toast({ tone: 'success', title: toasts.saved(sent) })
    },
    onError: (error) =>
      toast({
        tone: 'error',
        title: toasts.failed,
        description: problemOf(error)?.errors?.[0]?.message ?? problemOf(error)?.detail ?? 'Please try again.',
      }),
    onSettled: () => inboxIsStale(client),
  })
}

/** Adds a note to the lead's timeline; the answer is the lead page with the note on it. */
export function useAddNote(id: number) {
  return useTimelineEntry(id, (text: string) => callApi('deskAddNote', { params: { id }, json: { text } }), {
    saved: () => 'Note added',
    failed: 'Note not saved',
  })
}

/**
 * Logs a call made or an email sent to the customer, with how it went: on the timeline, and the lead's
 * first contact if it is the first (the answer shows the clock stopped).
 */
export function useLogContact(id: number) {
  return useTimelineEntry(id, (contact: LeadContact) => callApi('deskLogContact', { params: { id }, json: contact }), {
    saved: (contact) => `${FIRST_CONTACT_LABELS[contact.channel]} logged`,
    failed: 'Not logged',
  })
}

/**
 * Texts the lead's customer. The text goes out from the CMS's job queue within a second or two (or, at
 * night where they live, at 8:00 there: the composer says when): the lead is read again once it has had
 * time to be sent, so the text shows on the timeline.
 */
export function useSendText(id: number) {
  const client = useQueryClient()
  const toast = useToast()
  const { queryKey } = apiQuery('deskLead', { params: { id } })
  return useMutation({
    mutationFn: (body: string) => callApi('deskSendText', { params: { id }, json: { body } }),
    onSuccess: (queued) => {
      if (queued.held) return
      toast({ tone: 'success', title: 'Text sent' })
      setTimeout(() => void client.invalidateQueries({ queryKey }), 2_000)
    },
    onError: (error) =>
      toast({
        tone: 'error',
        title: 'Text not sent',
        description: problemOf(error)?.errors?.[0]?.message ?? problemOf(error)?.detail ?? 'Please try again.',
      }),
    onSettled: () => inboxIsStale(client),
  })
}
