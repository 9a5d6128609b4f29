/**
 * A US phone number as dialled from anywhere, from its digits alone, e.g. "(509) 555-0100" ->
 * "+15095550100": the E.164 form the CMS stores, without checking the number is in service (the forms
 * check that, with the numbering plan they load).
 */
export function dialledPhone(phone: string): string {
  // Digit by digit, not with a regular expression: the page's number swap calls this before any other
  // script runs, where a page's first regular expression costs a slowed phone milliseconds to compile.
  let digits = ''
  for (const character of phone) if (character >= '0' && character <= '9') digits += character
  return digits.length === 10 ? `+1${digits}` : `+${digits}`
}

/** A tel: link for a displayed US phone number, e.g. "(509) 555-0100" -> "tel:+15095550100". */
export const telHref = (phone: string): string => `tel:${dialledPhone(phone)}`

/** An sms: link (the phone's messages app) for a US phone number. */
export const smsHref = (phone: string): string => `sms:${dialledPhone(phone)}`
