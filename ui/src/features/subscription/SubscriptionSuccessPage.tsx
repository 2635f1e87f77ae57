import { Button, Result, Spin } from 'antd'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage } from '../../api/baseApi'
import { loadPage } from '../../lib/loadPage'
import { useCountdown } from '../../lib/useCountdown'
import { useSyncSubscriptionMutation } from './api'
import styles from './SubscribePage.module.css'

const REDIRECT_SECONDS = 3

function StillProcessing({ detail, onContinue }: { detail: string; onContinue: () => void }) {
  return (
    <Result
      status="warning"
      title="Payment Received"
      subTitle={
        <>
          Your payment was successful, but your subscription is still being activated. Please refresh the page in
          a moment.
          {detail !== '' && <span className={styles.detail}>{detail}</span>}
        </>
      }
      extra={[
        // A fresh load of this page asks the server to read the subscription again.
        <Button key="refresh" type="primary" onClick={() => { loadPage(window.location.href) }}>
          Refresh Page
        </Button>,
        <Button key="continue" onClick={onContinue}>
          Continue to App
        </Button>,
      ]}
    />
  )
}

// No checkout of this account was found: no payment to speak of, and nothing became active.
function NoCheckout({ message, onChoosePlan, onContinue }: { message: string; onChoosePlan: () => void; onContinue: () => void }) {
  return (
    <Result
      status="info"
      title="No Subscription Found"
      subTitle={message}
      extra={[
        <Button key="plans" type="primary" onClick={onChoosePlan}>
          Choose a Plan
        </Button>,
        <Button key="continue" onClick={onContinue}>
          Continue to App
        </Button>,
      ]}
    />
  )
}

// Where the checkout returns: the server reads the new subscription from the payment provider
// (once) and says what it found, the user and the status are read again, and once the
// subscription is active the app opens (spec 001 sections 2 and 4). A subscription not active
// yet is still processing; an account without a checkout is told so.
export default function SubscriptionSuccessPage() {
  const navigate = useNavigate()
  const [sync, { data, error, isError }] = useSyncSubscriptionMutation()
  const openApp = useCallback(() => void navigate('/'), [navigate])
  const countdown = useCountdown(openApp)
  const { start } = countdown
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    sync()
      .unwrap()
      .then(
        (answer) => {
          if (answer.status === 'active') start(REDIRECT_SECONDS)
        },
        // A failed sync is shown from the mutation's state.
        () => undefined,
      )
  }, [sync, start])

  let result
  if (data?.status === 'active') {
    const secondsLeft = countdown.started ? countdown.secondsLeft : REDIRECT_SECONDS
    result = (
      <Result
        status="success"
        title="Subscription Activated!"
        subTitle={`Welcome to RadScribe. Redirecting to the app in ${String(secondsLeft)} seconds...`}
      />
    )
  } else if (data?.status === 'none') {
    result = <NoCheckout message={data.message} onChoosePlan={() => void navigate('/subscribe')} onContinue={openApp} />
  } else if (isError || data !== undefined) {
    result = <StillProcessing detail={isError ? errorMessage(error, '') : ''} onContinue={openApp} />
  } else {
    result = (
      <Result
        icon={<Spin size="large" />}
        title="Activating your subscription..."
        subTitle="Please wait while we confirm your payment."
      />
    )
  }
  return <main className={styles.page}>{result}</main>
}
