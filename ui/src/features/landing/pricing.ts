export const PRICING_SECTION_ID = 'pricing'
