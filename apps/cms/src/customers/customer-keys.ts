import { LEAD_KINDS, LEAD_KIND_FACTS, normalisePhone, type LeadKind } from '@ecs/shared/leads'
import { normalizeUsPhone } from '@ecs/shared/schemas'

/** Who a lead is from, as the desk copied it: what its customer is matched by. */
export interface CustomerContact {
  email: string | null
  phone: string | null
  /** A business's company name, where the form asked for one. */
  company: string | null
  /** The one-line address the desk shows ("12 Main St, Seattle, WA 98101"). */
  address: string | null
}

/** The ZIP (five digits) at the end of a one-line address, if it has one. */
function zipOf(address: string | null): string | null {
  return address?.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null
}

/**
 * The keys that make two leads one customer, strongest first: the company at its ZIP (a business is one
 * customer whoever writes for it), the email (trimmed, lower case) and the phone (E.164). A name is never
 * a key: two people who share nothing but a name stay two customers. A company without a ZIP is no key
 * either, as two businesses of one name in two towns are two customers.
 */
export function customerKeys(contact: CustomerContact): string[] {
  const email = contact.email?.trim().toLowerCase()
  const phone = contact.phone ? (normalizeUsPhone(contact.phone) ?? normalisePhone(contact.phone)) : null
  const company = contact.company?.trim().toLowerCase().replace(/\s+/g, ' ')
  const zip = zipOf(contact.address)
  return [
    company && zip ? `company:${company}@${zip}` : null,
    email?.includes('@') ? `email:${email}` : null,
    phone ? `phone:${phone}` : null,
  ].filter((key): key is string => key !== null)
}

/** Whether a kind's leads come from customers: a job applicant is not one, and stays out of every history. */
export const fromCustomer = (kind: LeadKind) => LEAD_KIND_FACTS[kind].pipeline !== 'hiring'

/** The kinds whose leads have a customer. */
export const CUSTOMER_KINDS = LEAD_KINDS.filter(fromCustomer)
