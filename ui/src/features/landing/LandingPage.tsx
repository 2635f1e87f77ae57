import { usePaymentsEnabled } from '../site'
import { Faq } from './Faq'
import { FeatureGrid } from './FeatureGrid'
import { Hero } from './Hero'
import { PricingSection } from './PricingSection'
import { SelfHostedSection } from './SelfHostedSection'

// Prices and the trial only where the server sells subscriptions.
export default function LandingPage() {
  const selling = usePaymentsEnabled()
  return (
    <>
      <Hero />
      <FeatureGrid />
      {selling ? <PricingSection /> : <SelfHostedSection />}
      <Faq selling={selling} />
    </>
  )
}
