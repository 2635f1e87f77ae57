import { useNavigate } from 'react-router'
import { PlainButton } from '../../components/PlainButton'
import { FREE_TRIAL_DAYS } from '../subscription'
import styles from './Landing.module.css'

export function Hero() {
  const navigate = useNavigate()
  return (
    <section className={[styles.section, styles.hero].join(' ')}>
      <h1 className={styles.heroTitle}>From dictation to a finished radiology report</h1>
      <p className={styles.lead}>
        Dictate in your browser or paste a transcript from your current system. RadScribe corrects
        the medical terminology, fills your structured template or writes the full report, flags
        contradictions for your review, and copies the result straight into your RIS.
      </p>
      <div className={styles.actions}>
        <PlainButton variant="primary" size="large" onClick={() => void navigate('/login')}>
          Start Free Trial
        </PlainButton>
        <PlainButton size="large" onClick={() => void navigate('/tutorials')}>
          Watch Tutorials
        </PlainButton>
      </div>
      <p className={styles.smallPrint}>
        {`${String(FREE_TRIAL_DAYS)}-day free trial · No credit card required · Cancel anytime`}
      </p>
    </section>
  )
}
