import { Button, Space, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { FREE_TRIAL_DAYS } from '../subscription'
import styles from './Landing.module.css'

export function Hero() {
  const navigate = useNavigate()
  return (
    <section className={[styles.section, styles.hero].join(' ')}>
      <Typography.Title className={styles.heroTitle}>
        From dictation to a finished radiology report
      </Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        Dictate in your browser or paste a transcript from your current system. RadScribe corrects
        the medical terminology, fills your structured template or writes the full report, flags
        contradictions for your review, and copies the result straight into your RIS.
      </Typography.Paragraph>
      <Space size="middle" wrap className={styles.centred}>
        <Button type="primary" size="large" onClick={() => void navigate('/login')}>
          Start Free Trial
        </Button>
        <Button size="large" onClick={() => void navigate('/tutorials')}>
          Watch Tutorials
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className={styles.smallPrint}>
        {`${String(FREE_TRIAL_DAYS)}-day free trial · No credit card required · Cancel anytime`}
      </Typography.Paragraph>
    </section>
  )
}
