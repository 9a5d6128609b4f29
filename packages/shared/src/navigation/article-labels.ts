import { type ArticleSlug } from '../catalog'

/** Menu labels for the articles; the article titles themselves live in the CMS. */
export const ARTICLE_NAV_LABELS: Readonly<Record<ArticleSlug, string>> = {
  'building-maintenance': 'Building Maintenance',
  'budget-curb-appeal': 'Curb Appeal on a Budget',
  'luxury-window-cleaning': 'Luxury Window Cleaning',
  'soft-washing': 'Soft Washing',
  'holiday-lighting': 'Holiday Lighting',
  'protecting-exterior-surfaces': 'Protecting Exterior Surfaces',
  'mold-stain-damage-prevention': 'Mold & Stain Damage Prevention',
}
