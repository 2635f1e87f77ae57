import { Button, Col, Row, Segmented, Tag } from 'antd'
import { useState } from 'react'
import type { PlanType } from '../auth'
import { PlanCard } from './PlanCard'
import { betaOffer, usd } from './pricing'
import { useCheckout } from './useCheckout'
import { usePlanPrices } from './usePlans'
import styles from './PlanChooser.module.css'

interface PlanChooserProps {
  startLabel: string
  // The beta price applies to a first subscription only, so not after one existed.
  offerBeta: boolean
}

const planOptions: { label: string; value: PlanType }[] = [
  { label: 'Monthly', value: 'monthly' },
  { label: 'Yearly', value: 'yearly' },
]

// The monthly/yearly toggle, both plan cards and the button that opens the checkout.
export function PlanChooser({ startLabel, offerBeta }: PlanChooserProps) {
  const [plan, setPlan] = useState<PlanType>('monthly')
  const { monthlyUsd, yearlyUsd, yearly } = usePlanPrices()
  const { checkout, isLoading } = useCheckout()

  return (
    <>
      <div className={styles.toggle}>
        <Segmented<PlanType> size="large" options={planOptions} value={plan} onChange={setPlan} />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <PlanCard
            name="Monthly"
            price={`${usd(monthlyUsd)}/month`}
            selected={plan === 'monthly'}
            onSelect={() => {
              setPlan('monthly')
            }}
            badge={offerBeta ? <Tag color="blue">Beta special</Tag> : undefined}
          >
            {offerBeta && <p className={styles.note}>{betaOffer(monthlyUsd)}</p>}
          </PlanCard>
        </Col>
        <Col xs={24} md={12}>
          <PlanCard
            name="Yearly"
            price={`${usd(yearlyUsd)}/year`}
            selected={plan === 'yearly'}
            onSelect={() => {
              setPlan('yearly')
            }}
            badge={<Tag color="green">{`Save ${String(yearly.percent)}%`}</Tag>}
          >
            <p className={styles.note}>{`about ${usd(yearly.perMonthUsd)}/month, billed yearly`}</p>
            <p className={styles.note}>
              {`Save ${usd(yearly.amountUsd)} a year (${String(yearly.percent)}%) compared with monthly`}
            </p>
          </PlanCard>
        </Col>
      </Row>
      <Button
        type="primary"
        size="large"
        block
        className={styles.start}
        loading={isLoading}
        onClick={() => void checkout(plan)}
      >
        {startLabel}
      </Button>
    </>
  )
}
