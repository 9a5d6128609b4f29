/** A tel: link for a displayed US phone number, e.g. "(509) 555-0100" -> "tel:+15095550100". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`
}
