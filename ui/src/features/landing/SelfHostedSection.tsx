import { useNavigate } from 'react-router'
import { PlainButton } from '../../components/PlainButton'
import { START_TRIAL_PATH } from '../auth'
import styles from './Landing.module.css'

// In place of the prices on a server that sells nothing (payment.provider none).
export function SelfHostedSection() {
  const navigate = useNavigate()
  return (
    <section className={[styles.section, styles.pricing].join(' ')} aria-labelledby="self-hosted-heading">
      <h2 id="self-hosted-heading" className={styles.sectionTitle}>
        Self-hosted
      </h2>
      <p className={styles.lead}>
        This RadScribe server is run by its operator for their own radiologists: every verified account has full
        access to every feature, with no subscription, no trial and no payment.
      </p>
      <div className={styles.actions}>
        <PlainButton variant="primary" size="large" onClick={() => void navigate(START_TRIAL_PATH)}>
          Create Account
        </PlainButton>
      </div>
    </section>
  )
}
