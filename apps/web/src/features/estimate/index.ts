export { EstimateWizard } from './components/estimate-wizard'
