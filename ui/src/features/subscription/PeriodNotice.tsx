import { Alert, Button } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { SubscriptionStatus } from '../auth'
import { daysText, formatDate, nextBillingText } from './format'
import { TRIAL_EXPIRED_MESSAGE } from './notices'
import { BETA_MONTHLY_PRICE_USD, START_TRIAL_LABEL, usd } from './pricing'
import { ReactivateButton } from './ReactivateButton'
import { usePlanPrices } from './usePlans'
import styles from './SubscriptionTab.module.css'

interface Notice {
  type: 'info' | 'success' | 'warning' | 'error'
  title: string
  description: string
  action?: ReactNode
}

function ToSubscribe({ label }: { label: string }) {
  const navigate = useNavigate()
  return (
    <Button type="primary" onClick={() => void navigate('/subscribe')}>
      {label}
    </Button>
  )
}

function accessUntil(status: SubscriptionStatus): string {
  const remaining = status.accessRemaining === null ? '' : ` (${status.accessRemaining} left)`
  const end =
    status.subscriptionEndDate === null ? 'the end of the paid period' : formatDate(status.subscriptionEndDate)
  return `Your access continues until ${end}${remaining}.`
}

function trialNotice(status: SubscriptionStatus): Notice {
  const billing = status.nextBillingInfo === null ? '' : ` ${nextBillingText(status.nextBillingInfo)}`
  return {
    type: 'info',
    title: 'Free Trial',
    description: `${daysText(status.trialDaysLeft)} left in your free trial.${billing}`,
    // The account's own trial has no plan yet; one can be chosen before it ends.
    action: status.hasStripeSubscription ? undefined : <ToSubscribe label="Choose a Plan" />,
  }
}

function activeNotice(status: SubscriptionStatus, monthlyUsd: number): Notice {
  const billing = status.nextBillingInfo === null ? status.message : nextBillingText(status.nextBillingInfo)
  if (status.betaDiscountActive) {
    const months = String(status.betaDiscountMonthsLeft)
    const beta =
      `You pay ${usd(BETA_MONTHLY_PRICE_USD)}/month for ${months} more month(s), ` +
      `then ${usd(monthlyUsd)}/month.`
    return { type: 'success', title: 'Beta Special', description: `${beta} ${billing}` }
  }
  return { type: 'success', title: 'Subscription Active', description: billing }
}

// The status card's notice: by status where the spec names one, else by periodType (spec 001
// section 4).
function noticeOf(status: SubscriptionStatus, monthlyUsd: number): Notice {
  if (status.status === 'past_due') {
    return { type: 'error', title: 'Payment Required', description: status.message }
  }
  if (status.status === 'incomplete') {
    return { type: 'warning', title: 'Trial Already Used', description: status.message }
  }
  switch (status.periodType) {
    case 'trial':
      return trialNotice(status)
    case 'active':
      return activeNotice(status, monthlyUsd)
    case 'cancelled':
      return {
        type: 'warning',
        title: 'Subscription Cancelled',
        description: accessUntil(status),
        action: <ReactivateButton />,
      }
    case 'expired': {
      const trialEnded = status.status === 'trial_expired'
      return {
        type: 'warning',
        title: trialEnded ? 'Trial Expired' : 'Subscription Expired',
        description: trialEnded ? TRIAL_EXPIRED_MESSAGE : status.message,
        action: <ToSubscribe label="Subscribe Now" />,
      }
    }
    case 'none':
      return {
        type: 'info',
        title: 'No Subscription',
        description: status.message,
        action: <ToSubscribe label={START_TRIAL_LABEL} />,
      }
  }
}

// The action sits under the text rather than beside it, which leaves the text room on a phone.
export function PeriodNotice({ status }: { status: SubscriptionStatus }) {
  const { monthlyUsd } = usePlanPrices()
  const { type, title, description, action } = noticeOf(status, monthlyUsd)
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={
        <>
          {description}
          {action !== undefined && <div className={styles.noticeAction}>{action}</div>}
        </>
      }
    />
  )
}
