export { captureAttribution } from './capture'
export { withVisitCampaign } from './hooks/use-attribution'
export { CampaignLink } from './components/campaign-link'
