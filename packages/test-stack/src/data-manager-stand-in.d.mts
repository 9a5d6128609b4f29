/** A scripted answer: Google unavailable (503), or a refusal naming a field and Google's reason (400). */
export type DataManagerAnswer = 'unavailable' | { refuse: string; field?: string; description?: string }

type Enum = number | string
type Consent = { adUserData?: Enum; adPersonalization?: Enum }

/** An events.ingest request as it arrives (proto3 JSON; enums as numbers when the client asks for them). */
export interface IngestEventsJson {
  destinations: {
    operatingAccount: { accountType: Enum; accountId: string }
    loginAccount?: { accountType: Enum; accountId: string }
    productDestinationId: string
  }[]
  encoding?: Enum
  consent?: Consent
  events: {
    transactionId: string
    eventTimestamp: string
    eventSource?: Enum
    conversionValue?: number
    currency?: string
    adIdentifiers?: { gclid?: string; gbraid?: string; wbraid?: string }
    userData?: { userIdentifiers: { emailAddress?: string; phoneNumber?: string }[] }
    consent?: Consent
  }[]
}

/** Google's Data Manager API at the network edge, for tests (decision 025). */
export interface DataManagerStandIn {
  url: string
  /** The service account's JSON key, whose public half the stand-in checks each bearer token against. */
  serviceAccountKey: string
  requests: {
    query: URLSearchParams
    headers: Record<string, string | string[] | undefined>
    body: IngestEventsJson
    claims: Record<string, unknown>
  }[]
  answerNext(...answers: DataManagerAnswer[]): void
  stop(): Promise<void>
}

export function startDataManagerStandIn(): Promise<DataManagerStandIn>
