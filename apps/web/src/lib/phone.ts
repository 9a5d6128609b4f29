/** A US phone number as dialled from anywhere, e.g. "(509) 555-0100" -> "+15095550100". */
function dialled(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `+1${digits}` : `+${digits}`
}

/** A tel: link for a displayed US phone number, e.g. "(509) 555-0100" -> "tel:+15095550100". */
export const telHref = (phone: string): string => `tel:${dialled(phone)}`

/** An sms: link (the phone's messages app) for a US phone number. */
export const smsHref = (phone: string): string => `sms:${dialled(phone)}`
