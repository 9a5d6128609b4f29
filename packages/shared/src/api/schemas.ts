export { API_SCHEMAS, type ApiSchemas } from './api-schemas'
export {
  attributionSavedSchema,
  csvAnswer,
  declaredAnswer,
  leadAcceptedSchema,
  staffAccountSchema,
  staffListSchema,
  webhookTestQueuedSchema,
} from './answers'
