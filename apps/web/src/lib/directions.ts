import type { CompanyInfo } from '@ecs/shared/cms'

/** An office's address on one line, as a map search reads it. */
function addressLine(address: CompanyInfo['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
}

/** Directions to an address in Google Maps (its documented URL scheme; opens the app on phones). */
export function directionsHref(address: CompanyInfo['address']): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address))}`
}
