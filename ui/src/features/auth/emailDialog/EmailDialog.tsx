import { Modal } from 'antd'
import { useEffect, useState } from 'react'
import { loadPage } from '../../../lib/loadPage'
import { AuthStep, type AuthTab } from './AuthStep'
import { ForgotPasswordStep } from './ForgotPasswordStep'
import { OtpStep, type CodeSentAfter } from './OtpStep'
import { SuccessStep, type SuccessOutcome } from './SuccessStep'
import { useCountdown } from '../../../lib/useCountdown'

const RESEND_COOLDOWN_SECONDS = 60
const REDIRECT_AFTER_SIGN_IN_MS = 1500

type Step =
  | { name: 'auth' }
  | { name: 'otp'; email: string; codeSentAfter: CodeSentAfter }
  | { name: 'forgot-password' }
  | { name: 'success'; outcome: SuccessOutcome }

const titles: Record<Step['name'], string> = {
  auth: 'Sign In with Email',
  otp: 'Verify Your Email',
  'forgot-password': 'Reset Password',
  success: 'Success!',
}

const AUTH: Step = { name: 'auth' }

interface EmailDialogProps {
  open: boolean
  /** The tab of the first step shown first: Sign In, or Create Account for a new trial. */
  startOn?: AuthTab
  onClose: () => void
}

export function EmailDialog({ open, startOn = 'sign-in', onClose }: EmailDialogProps) {
  const [step, setStep] = useState<Step>(AUTH)
  const resendCountdown = useCountdown()
  const signedIn = step.name === 'success' && step.outcome !== 'reset-email-sent'

  useEffect(() => {
    if (!signedIn) return
    const redirect = setTimeout(() => {
      loadPage('/')
    }, REDIRECT_AFTER_SIGN_IN_MS)
    return () => {
      clearTimeout(redirect)
    }
  }, [signedIn])

  // Forms and their errors live in the steps, which are destroyed on close; the rest is reset
  // once the closing animation has finished so the dialog does not change while fading out.
  function reset() {
    setStep(AUTH)
    resendCountdown.stop()
  }

  // The server has just sent a code and sends no other to this address for a minute, so the
  // resend button starts counting down at once rather than offering a resend it would refuse.
  const needsVerification = (codeSentAfter: CodeSentAfter) => (email: string) => {
    setStep({ name: 'otp', email, codeSentAfter })
    resendCountdown.start(RESEND_COOLDOWN_SECONDS)
  }
  const succeed = (outcome: SuccessOutcome) => () => {
    setStep({ name: 'success', outcome })
  }
  const backToAuth = () => {
    setStep(AUTH)
  }

  return (
    <Modal
      open={open}
      title={titles[step.name]}
      footer={null}
      destroyOnHidden
      afterClose={reset}
      onCancel={onClose}
      // Once signed in the page is about to reload; closing would only strand the visitor.
      closable={!signedIn}
      keyboard={!signedIn}
      mask={{ closable: !signedIn }}
    >
      {step.name === 'auth' && (
        <AuthStep
          startOn={startOn}
          onSignedIn={succeed('signed-in')}
          onRegistered={needsVerification('sign-up')}
          onEmailNotVerified={needsVerification('sign-in')}
          onForgotPassword={() => {
            setStep({ name: 'forgot-password' })
          }}
        />
      )}
      {step.name === 'otp' && (
        <OtpStep
          email={step.email}
          codeSentAfter={step.codeSentAfter}
          resendSecondsLeft={resendCountdown.secondsLeft}
          onResent={() => {
            resendCountdown.start(RESEND_COOLDOWN_SECONDS)
          }}
          onVerified={succeed('account-created')}
          onBack={backToAuth}
        />
      )}
      {step.name === 'forgot-password' && (
        <ForgotPasswordStep onSent={succeed('reset-email-sent')} onBack={backToAuth} />
      )}
      {step.name === 'success' && <SuccessStep outcome={step.outcome} />}
    </Modal>
  )
}
