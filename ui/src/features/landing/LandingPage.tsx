import { Faq } from './Faq'
import { FeatureGrid } from './FeatureGrid'
import { Hero } from './Hero'
import { PricingSection } from './PricingSection'

export default function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <PricingSection />
      <Faq />
    </>
  )
}
