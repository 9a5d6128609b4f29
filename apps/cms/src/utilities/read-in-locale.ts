import type { PayloadRequest } from 'payload'

/**
 * Runs a read in another locale inside the request's transaction, leaving the request's own locale as it
 * was: Payload's local API sets `req.locale` (and its fallback) from a read's `locale` when given the
 * request, and every later operation of that request would then read or write in it.
 */
export async function readInLocale<Result>(req: PayloadRequest, read: () => Promise<Result>): Promise<Result> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
