export { EstimateWizard, type EstimateWizardProps } from './components/estimate-wizard'
