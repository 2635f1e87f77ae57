import { CheckOutlined } from '@ant-design/icons'
import { Button, Card, Col, Row, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
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
    <Card className={styles.planCard} title={name} extra={badge}>
      <p className={styles.planPrice}>{price}</p>
      <p className={styles.planNote}>{priceNote}</p>
      <ul className={styles.planList}>
        {included.map((item) => (
          <li key={item}>
            <CheckOutlined className={styles.planCheck} aria-hidden /> {item}
          </li>
        ))}
      </ul>
      <Button type="primary" size="large" block onClick={() => void navigate('/login')}>
        Start Free Trial
      </Button>
    </Card>
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
      <Typography.Title level={2} id="pricing-heading" className={styles.sectionTitle}>
        Pricing
      </Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        {`Try everything free for ${String(FREE_TRIAL_DAYS)} days. No credit card required, cancel anytime.`}
      </Typography.Paragraph>
      <Row gutter={[24, 24]} justify="center">
        <Col xs={24} md={12} lg={8}>
          <PlanCard
            name="Monthly"
            badge={<Tag color="blue">Beta special</Tag>}
            price={`${usd(BETA_MONTHLY_PRICE_USD)}/month`}
            priceNote={`for the first ${String(BETA_MONTHS)} months, then ${usd(monthlyUsd)}/month`}
          />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <PlanCard
            name="Yearly"
            badge={<Tag color="green">{`Save ${String(yearly.percent)}%`}</Tag>}
            price={`${usd(yearlyUsd)}/year`}
            priceNote={`about ${usd(yearly.perMonthUsd)}/month, save ${usd(yearly.amountUsd)} annually`}
          />
        </Col>
      </Row>
    </section>
  )
}
