import { useNavigate } from 'react-router'
import { PlainButton } from '../../components/PlainButton'
import { START_TRIAL_PATH } from '../auth'
import { usePaymentsEnabled } from '../site'
import { FREE_TRIAL_DAYS } from '../subscription'
import styles from './Landing.module.css'

// A server without payments offers accounts with full access, not a trial.
export function Hero() {
  const navigate = useNavigate()
  const selling = usePaymentsEnabled()
  return (
    <section className={[styles.section, styles.hero].join(' ')}>
      <h1 className={styles.heroTitle}>From dictation to a finished radiology report</h1>
      <p className={styles.lead}>
        Dictate in your browser or paste a transcript from your current system. RadScribe corrects
        the medical terminology, fills your structured template or writes the full report, flags
        contradictions for your review, and copies the result straight into your RIS.
      </p>
      <div className={styles.actions}>
        <PlainButton variant="primary" size="large" onClick={() => void navigate(START_TRIAL_PATH)}>
          {selling ? 'Start Free Trial' : 'Create Account'}
        </PlainButton>
        <PlainButton size="large" onClick={() => void navigate('/tutorials')}>
          Watch Tutorials
        </PlainButton>
      </div>
      <p className={styles.smallPrint}>
        {selling
          ? `${String(FREE_TRIAL_DAYS)}-day free trial · No credit card required · Cancel anytime`
          : 'Self-hosted · Every verified account has full access · No subscription'}
      </p>
    </section>
  )
}
