import { Button, Result, Spin } from 'antd'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage } from '../../api/baseApi'
import { loadPage } from '../../lib/loadPage'
import { useSyncSubscriptionMutation } from './api'
import { useCountdown } from './useCountdown'
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

// Where the checkout returns: the server reads the new subscription from the payment provider
// (once), the user and the status are read again, and the app opens (spec 001 sections 2 and 4).
export default function SubscriptionSuccessPage() {
  const navigate = useNavigate()
  const [sync, { data, error, isError }] = useSyncSubscriptionMutation()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void sync()
  }, [sync])

  const synced = data?.success === true
  const openApp = useCallback(() => void navigate('/'), [navigate])
  const secondsLeft = useCountdown(synced, REDIRECT_SECONDS, openApp)

  let result
  if (synced) {
    result = (
      <Result
        status="success"
        title="Subscription Activated!"
        subTitle={`Welcome to RadScribe. Redirecting to the app in ${String(secondsLeft)} seconds...`}
      />
    )
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
