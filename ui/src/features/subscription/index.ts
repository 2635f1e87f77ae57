// Plans and subscriptions as other features see them: the profile's Subscription tab and the
// plans' prices for the landing page. The pages (/subscribe, /subscription-success) are loaded
// by the router itself.
export { BETA_MONTHLY_PRICE_USD, BETA_MONTHS, FREE_TRIAL_DAYS, MONTHLY_PRICE_USD, usd } from './pricing'
export { SubscriptionTab } from './SubscriptionTab'
export { usePlanPrices } from './usePlans'
