import { Alert, Button, Card, Skeleton, Typography } from 'antd'
import { Suspense } from 'react'
import { Link, useNavigate } from 'react-router'
import { ToastScope } from '../../components/toasts'
import { SignInChoice, useAccessType, useGetSubscriptionStatusQuery, type SubscriptionStatus } from '../auth'
import { FeatureList } from './FeatureList'
import { daysText, statusErrorText } from './format'
import { PaymentsOffNotice, TrialExpiredNotice } from './notices'
import { PlanChooser } from './PlanChooser'
import { FREE_TRIAL_DAYS } from './pricing'
import { hasLiveSubscription, startOffer } from './startOffer'
import styles from './SubscribePage.module.css'

// Signed-out visitors sign in before they choose a plan (spec 001 section 2).
function SignInFirst() {
  return (
    <Card className={styles.signIn}>
      <Typography.Paragraph className={styles.lead}>
        Sign in or create an account to choose your plan.
      </Typography.Paragraph>
      <Suspense fallback={<Skeleton active />}>
        <SignInChoice />
      </Suspense>
      <Typography.Paragraph type="secondary" className={styles.smallPrint}>
        By continuing, you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </Typography.Paragraph>
    </Card>
  )
}

function TrialText({ status }: { status: SubscriptionStatus }) {
  const { trial } = startOffer(status)
  if (trial === 'none') return null
  const text =
    trial === 'offered'
      ? `Start with a ${String(FREE_TRIAL_DAYS)}-day free trial. No credit card required, cancel anytime.`
      : `${daysText(status.trialDaysLeft)} of your free trial left. Subscribe now to keep RadScribe when it ends.`
  return <Typography.Paragraph className={styles.lead}>{text}</Typography.Paragraph>
}

function PlanChoice({ status }: { status: SubscriptionStatus }) {
  const navigate = useNavigate()
  if (!status.paymentsEnabled) {
    return (
      <>
        <PaymentsOffNotice message={status.message} />
        <Button type="primary" size="large" block className={styles.continue} onClick={() => void navigate('/')}>
          Continue to App
        </Button>
      </>
    )
  }
  if (hasLiveSubscription(status)) {
    return (
      <Alert
        type="info"
        showIcon
        title="You already have a subscription"
        description={
          <>
            {status.message} <Link to="/profile?tab=subscription">Manage your subscription</Link>
          </>
        }
      />
    )
  }
  return (
    <>
      {status.status === 'trial_expired' && <TrialExpiredNotice className={styles.notice} />}
      <TrialText status={status} />
      <PlanChooser startLabel={startOffer(status).label} offerBeta={!status.hasStripeSubscription} />
      <FeatureList />
    </>
  )
}

function SignedInChoice() {
  const { data: status, error, isLoading } = useGetSubscriptionStatusQuery()
  if (isLoading) return <Skeleton active />
  if (status === undefined) return <Alert type="error" showIcon title={statusErrorText(error)} />
  return <PlanChoice status={status} />
}

// /subscribe: the plan chooser, or the sign-in choice for visitors.
export default function SubscribePage() {
  const { user } = useAccessType()
  return (
    <ToastScope>
      <main className={styles.page}>
        <Typography.Title level={1} className={styles.title}>
          Choose Your Plan
        </Typography.Title>
        {user === null ? <SignInFirst /> : <SignedInChoice />}
      </main>
    </ToastScope>
  )
}
