export { ReviewForm } from './components/review-form'
