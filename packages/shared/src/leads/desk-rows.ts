import type { FirstContactChannel } from './first-contact'
import type { LeadKind } from './kinds/registry'
import type { Language } from '../schemas/language'
import type { LeadStatus, LostReason } from './workflow'
import type { LeadValueSource, QuoteStage } from '../quotes/facts'
import type { SourceRules } from '../attribution/report-schemas'

/** A lead as the desk's inbox lists it (GET /api/desk/leads): one row of the CMS's inbox query. */
export interface InboxLead {
  id: number
  kind: LeadKind
  reference: string
  /** The location's slug and short name. */
  location: string | null
  locationLabel: string | null
  name: string | null
  email: string | null
  phone: string | null
  /** What the visitor asked for, in one line. */
  asked: string | null
  /** The language of the page they sent it from: the one to answer them in. */
  language: Language
  status: LeadStatus
  ownerId: number | null
  ownerName: string | null
  nextFollowUpAt: string | null
  value: number | null
  /** Typed by staff, or the total of the quote the customer accepted. */
  valueSource: LeadValueSource | null
  /** Where the lead's quote stands: sent, accepted, deposit paid. */
  quoteStage: QuoteStage | null
  createdAt: string
  lastActivityAt: string | null
  /** The optimistic lock a change must quote (a stale one is answered 409). */
  version: number
  overdue: boolean
  /** When its first contact is due (a routed lead's clock); null for a lead on no clock. */
  firstContactDueAt: string | null
  /** Its first call, text or email from staff, or its move on: when, how and the working minutes it waited. */
  firstContactAt: string | null
  firstContactBy: FirstContactChannel | null
  firstContactMinutes: number | null
}

/** One page of the inbox, with how many leads match and how many of those are overdue. */
export interface InboxPage {
  docs: InboxLead[]
  page: number
  pageSize: number
  totalDocs: number
  totalPages: number
  overdueDocs: number
  /** The report source rules the source filter followed (a merged source's leads under its target; a hidden source's still listed). */
  sourceRules: SourceRules
}

/** A lead as its desk page shows it in the header and work panel: the inbox row and its workflow dates. */
export interface DeskLeadFacts extends InboxLead {
  documentId: number
  lostReason: LostReason | null
  qualifiedAt: string | null
  wonAt: string | null
  closedAt: string | null
  attributionSessionId: string | null
  /** The customer the lead is from (none for a job applicant, or a lead without email, phone or company). */
  customerId: number | null
}
