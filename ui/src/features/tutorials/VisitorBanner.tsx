import { Button, Card, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { START_TRIAL_PATH } from '../auth'
import { FREE_TRIAL_DAYS } from '../subscription'
import styles from './TutorialsPage.module.css'

// For visitors only: what the videos show is one sign-in away.
export function VisitorBanner() {
  const navigate = useNavigate()
  return (
    <Card className={styles.banner} role="region" aria-label="Try RadScribe">
      <div className={styles.bannerText}>
        <h2 className={styles.bannerTitle}>Try it on your own reports</h2>
        <Typography.Paragraph className={styles.bannerLead}>
          {`Sign in to use RadScribe, or start your ${String(FREE_TRIAL_DAYS)}-day free trial. No credit card required, cancel anytime.`}
        </Typography.Paragraph>
      </div>
      <div className={styles.bannerActions}>
        <Button type="primary" onClick={() => void navigate(START_TRIAL_PATH)}>
          {`Start ${String(FREE_TRIAL_DAYS)}-Day Free Trial`}
        </Button>
        <Button onClick={() => void navigate('/login')}>Sign In</Button>
      </div>
    </Card>
  )
}
