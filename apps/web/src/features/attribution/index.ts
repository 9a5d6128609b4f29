export { captureAttribution, currentAttribution } from './capture'
export { useAttributionSessionId, useCampaignHref } from './hooks/use-attribution'
export { CampaignLink } from './components/campaign-link'
