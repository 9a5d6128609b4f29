export { CheckoutForm } from './components/checkout-form'
export { PaymentStatus } from './components/payment-status'
