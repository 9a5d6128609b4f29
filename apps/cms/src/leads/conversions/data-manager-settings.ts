import type { Payload } from 'payload'
import type { ConversionKind } from '../../collections/ads-conversion-uploads'
import type { DataManagerSettings } from './conversion-event'

/**
 * Where one kind of conversion goes, from the google-ads global, or undefined while the account or that
 * conversion's action is not set (nothing is sent for it then).
 */
export async function dataManagerSettings(
  payload: Payload,
  conversion: ConversionKind,
): Promise<DataManagerSettings | undefined> {
  const { dataManager } = await payload.findGlobal({ slug: 'google-ads', overrideAccess: true, depth: 0 })
  const actionId = conversion === 'won' ? dataManager?.wonConversionActionId : dataManager?.qualifiedConversionActionId
  if (!dataManager?.customerId || !actionId) return undefined
  return {
    customerId: dataManager.customerId,
    loginCustomerId: dataManager.loginCustomerId ?? null,
    conversionActionId: actionId,
    adUserData: dataManager.adUserData,
    adPersonalization: dataManager.adPersonalization,
  }
}
