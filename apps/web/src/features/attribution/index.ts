export { captureAttribution } from './capture'
export { useCampaignHref, withVisitCampaign } from './hooks/use-attribution'
export { CampaignLink } from './components/campaign-link'
