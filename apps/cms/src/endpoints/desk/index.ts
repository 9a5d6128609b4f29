import type { Endpoint } from 'payload'
import { conversionsExportEndpoint } from './conversions-csv'
import { customerEndpoint, mergeCustomersEndpoint, searchCustomersEndpoint } from './customers'
import { deskExportEndpoint } from './export-csv'
import { addNoteEndpoint, changeLeadEndpoint, inboxEndpoint, leadEndpoint, logContactEndpoint } from './leads'
import { deskOverviewEndpoint } from './overview'
import { leadQuotesEndpoint, saveQuoteEndpoint, sendQuoteEndpoint } from './quotes'
import { deskSpeedEndpoint } from './speed'
import { deskStaffEndpoint } from './staff'
import { sendTextEndpoint } from './texts'
import {
  calendarEndpoint,
  cancelVisitEndpoint,
  leadVisitsEndpoint,
  leadWindowsEndpoint,
  moveVisitEndpoint,
  reviewStatsEndpoint,
  scheduleVisitEndpoint,
  visitDoneEndpoint,
  visitWindowsEndpoint,
} from './visits'

/**
 * The lead desk's API (docs/decisions/009-lead-desk.md), staff and admins only. The export is listed
 * before /desk/leads/:id so its path is not read as an id.
 */
export const deskEndpoints: Endpoint[] = [
  inboxEndpoint,
  deskExportEndpoint,
  leadEndpoint,
  changeLeadEndpoint,
  addNoteEndpoint,
  logContactEndpoint,
  sendTextEndpoint,
  deskStaffEndpoint,
  deskOverviewEndpoint,
  deskSpeedEndpoint,
  conversionsExportEndpoint,
  leadQuotesEndpoint,
  saveQuoteEndpoint,
  sendQuoteEndpoint,
  leadVisitsEndpoint,
  visitDoneEndpoint,
  leadWindowsEndpoint,
  scheduleVisitEndpoint,
  visitWindowsEndpoint,
  moveVisitEndpoint,
  cancelVisitEndpoint,
  calendarEndpoint,
  reviewStatsEndpoint,
  searchCustomersEndpoint,
  mergeCustomersEndpoint,
  customerEndpoint,
]
