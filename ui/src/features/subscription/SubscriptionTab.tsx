import { Alert, Button, Card, Flex, Skeleton } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { useGetSubscriptionStatusQuery, type PlanType, type SubscriptionStatus } from '../auth'
import { CancelSubscriptionButton } from './CancelSubscriptionButton'
import { planName, statusErrorText } from './format'
import { ManageBillingButton } from './ManageBillingButton'
import { PaymentsOffNotice } from './notices'
import { PeriodNotice } from './PeriodNotice'
import { PlanChooser } from './PlanChooser'
import { PlanSwitchPanel } from './PlanSwitchPanel'
import { hasLiveSubscription, startOffer } from './startOffer'
import { StatusBadge } from './StatusBadge'

// Billing for anyone with a Stripe subscription; plan switch and cancel while it runs uncancelled.
function SubscriptionActions({ status }: { status: SubscriptionStatus }) {
  const [switching, setSwitching] = useState(false)
  const running = hasLiveSubscription(status) && status.periodType !== 'cancelled'
  const plan = status.planType
  return (
    <>
      {status.hasStripeSubscription && (
        <Flex wrap gap="small">
          {running && plan !== null && (
            <Button
              aria-expanded={switching}
              onClick={() => {
                setSwitching((open) => !open)
              }}
            >
              {switching ? 'Hide Plans' : 'Switch Plan'}
            </Button>
          )}
          <ManageBillingButton />
          {running && <CancelSubscriptionButton />}
        </Flex>
      )}
      {switching && plan !== null && (
        <PlanSwitchPanel
          current={plan}
          scheduled={status.scheduledPlanType ?? null}
          onDone={() => {
            setSwitching(false)
          }}
        />
      )}
    </>
  )
}

function PlanLine({ plan, scheduled }: { plan: PlanType; scheduled: PlanType | null }) {
  const next = scheduled === null ? '' : ` (${planName(scheduled)} from your next billing cycle)`
  return <div>{`Plan: ${planName(plan)}${next}`}</div>
}

function StatusCard({ status }: { status: SubscriptionStatus }) {
  return (
    <Card
      title={
        <Flex wrap gap="small" align="center">
          Subscription Status <StatusBadge status={status} />
        </Flex>
      }
      extra={<Link to="/subscribe">View plans</Link>}
    >
      <Flex vertical gap="middle">
        <PeriodNotice status={status} />
        {hasLiveSubscription(status) && status.planType !== null && (
          <PlanLine plan={status.planType} scheduled={status.scheduledPlanType ?? null} />
        )}
        <SubscriptionActions status={status} />
        {/* The trial was used at a checkout that never finished: the plans, without a trial. */}
        {status.status === 'incomplete' && <PlanChooser startLabel={startOffer(status).label} offerBeta={false} />}
      </Flex>
    </Card>
  )
}

// The profile's Subscription tab (spec 001 sections 2 and 4).
export function SubscriptionTab() {
  const { data: status, error, isLoading } = useGetSubscriptionStatusQuery()

  if (isLoading) return <Skeleton active />
  if (status === undefined) return <Alert type="error" showIcon title={statusErrorText(error)} />
  if (status.accessType === 'unauthenticated') {
    return <Alert type="info" showIcon title="Sign in to manage your subscription." />
  }
  if (!status.paymentsEnabled) return <PaymentsOffNotice message={status.message} />
  return <StatusCard status={status} />
}
