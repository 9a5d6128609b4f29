export { captureAttribution } from './capture'
export { useFirstTouch, withVisitCampaign } from './hooks/use-attribution'
export { CampaignLink } from './components/campaign-link'
