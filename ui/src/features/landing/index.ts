// What the site's navigation needs of the landing page: the pricing section's anchor.
export { PRICING_SECTION_ID } from './pricing'
