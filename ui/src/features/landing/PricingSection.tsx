import { CheckOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../components/PlainButton'
import { START_TRIAL_PATH } from '../auth'
import { BETA_MONTHLY_PRICE_USD, BETA_MONTHS, FREE_TRIAL_DAYS, usePlanPrices, usd } from '../subscription'
import { PRICING_SECTION_ID } from './pricing'
import styles from './Landing.module.css'

const included = [
  `${String(FREE_TRIAL_DAYS)}-day free trial`,
  'No credit card required for the trial',
  'Cancel anytime',
  'Every feature included',
]

interface PlanCardProps {
  name: string
  badge: ReactNode
  price: string
  priceNote: string
}

function PlanCard({ name, badge, price, priceNote }: PlanCardProps) {
  const navigate = useNavigate()
  return (
    <div className={styles.card}>
      <div className={styles.planHead}>
        <div className={styles.planName}>{name}</div>
        {badge}
      </div>
      <div className={styles.planBody}>
        <p className={styles.planPrice}>{price}</p>
        <p className={styles.planNote}>{priceNote}</p>
        <ul className={styles.planList}>
          {included.map((item) => (
            <li key={item}>
              <CheckOutlined className={styles.planCheck} aria-hidden /> {item}
            </li>
          ))}
        </ul>
        <PlainButton variant="primary" size="large" block onClick={() => void navigate(START_TRIAL_PATH)}>
          Start Free Trial
        </PlainButton>
      </div>
    </div>
  )
}

// The prices come from the server's plans (the spec's until they arrive).
export function PricingSection() {
  const { monthlyUsd, yearlyUsd, yearly } = usePlanPrices()
  return (
    <section
      id={PRICING_SECTION_ID}
      className={[styles.section, styles.pricing].join(' ')}
      aria-labelledby="pricing-heading"
    >
      <h2 id="pricing-heading" className={styles.sectionTitle}>
        Pricing
      </h2>
      <p className={styles.lead}>
        {`Try everything free for ${String(FREE_TRIAL_DAYS)} days. No credit card required, cancel anytime.`}
      </p>
      <div className={styles.planGrid}>
        <PlanCard
          name="Monthly"
          badge={<span className={[styles.tag, styles.tagBlue].join(' ')}>Beta special</span>}
          price={`${usd(BETA_MONTHLY_PRICE_USD)}/month`}
          priceNote={`for the first ${String(BETA_MONTHS)} months, then ${usd(monthlyUsd)}/month`}
        />
        <PlanCard
          name="Yearly"
          badge={<span className={[styles.tag, styles.tagGreen].join(' ')}>{`Save ${String(yearly.percent)}%`}</span>}
          price={`${usd(yearlyUsd)}/year`}
          priceNote={`about ${usd(yearly.perMonthUsd)}/month, save ${usd(yearly.amountUsd)} annually`}
        />
      </div>
    </section>
  )
}
