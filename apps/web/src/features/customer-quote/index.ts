export { CustomerQuoteView } from './components/customer-quote'
