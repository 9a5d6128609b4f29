/**
 * Length caps shared by the browser helpers and the server schema. The helpers cut values to these
 * lengths so that one oversized campaign tag cannot make the server reject the whole record.
 */
export const ATTRIBUTION_LIMITS = {
  campaignValue: 500,
  url: 2000,
} as const
