export { captureAttribution, currentAttribution } from './capture'
export { useCampaignHref } from './hooks/use-attribution'
export { CampaignLink } from './components/campaign-link'
