export { DeliveriesTable, RegisterWebhookForm, WebhookList } from './components/zapier-tools'
