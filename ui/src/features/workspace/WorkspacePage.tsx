import { Alert, Tabs, Typography } from 'antd'
import styles from './WorkspacePage.module.css'

// The three-column workspace of full-access users (spec 000 section 2 "Main workspace"):
// templates, input and report. The panels that fill each column are added by their own features.
export default function WorkspacePage() {
  return (
    <div className={styles.workspace}>
      <section className={styles.column} aria-labelledby="workspace-templates">
        <Typography.Title level={2} id="workspace-templates" className={styles.heading}>
          Templates
        </Typography.Title>
      </section>
      <section className={styles.column} aria-label="Input">
        <Alert
          type="warning"
          showIcon
          title="Never dictate patient-identifying data"
          description="Leave out names, dates of birth, record numbers and any other detail that identifies a patient."
        />
        <Tabs
          items={[
            { key: 'voice', label: 'Voice Recording' },
            { key: 'external', label: 'External Transcript' },
          ]}
        />
      </section>
      <section className={styles.column} aria-labelledby="workspace-report">
        <Typography.Title level={2} id="workspace-report" className={styles.heading}>
          Radiology Report
        </Typography.Title>
      </section>
    </div>
  )
}
