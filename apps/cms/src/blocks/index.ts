import { CallToActionBlock } from './call-to-action'
import { EstimateFormBlock } from './estimate-form'
import { FaqBlock } from './faq'
import { HeroBlock } from './hero'
import { PlanTableBlock } from './plan-table'
import { ProofBlock } from './proof'
import { ReviewsBlock } from './reviews'
import { RichTextBlock } from './rich-text'
import { ServiceListBlock } from './service-list'
import { TrustBandBlock } from './trust-band'

/** The sections a landing page is built from, in the order the admin offers them. */
export const LANDING_PAGE_BLOCKS = [
  HeroBlock,
  ServiceListBlock,
  ReviewsBlock,
  ProofBlock,
  PlanTableBlock,
  EstimateFormBlock,
  FaqBlock,
  TrustBandBlock,
  RichTextBlock,
  CallToActionBlock,
]
