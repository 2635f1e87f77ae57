import { DatabaseOutlined, LikeOutlined, MailOutlined, RightOutlined, UserSwitchOutlined } from '@ant-design/icons'
import { Card } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './Analytics.module.css'

function SettingsLink({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <span className={styles.settingsLink}>
      <span className={styles.settingsIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.settingsText}>
        <span className={styles.strong}>{title}</span>
        <span className={styles.muted}>{description}</span>
      </span>
      <RightOutlined aria-hidden className={styles.muted} />
    </span>
  )
}

// Admin → Settings: the other admin tools (spec 001 section 2).
export function SettingsTab() {
  return (
    <Card size="small" title="Admin Tools">
      <ul className={styles.settingsList}>
        <li>
          <Link to="/admin/brevo">
            <SettingsLink
              icon={<MailOutlined />}
              title="Email Marketing (Brevo)"
              description="Contact lists and syncing users to Brevo"
            />
          </Link>
        </li>
        <li>
          <Link to="/admin/feedback">
            <SettingsLink
              icon={<LikeOutlined />}
              title="Feedback Analytics"
              description="What users say about their reports, with CSV export"
            />
          </Link>
        </li>
        <li>
          <Link to="/admin/migration">
            <SettingsLink
              icon={<UserSwitchOutlined />}
              title="Account Migration"
              description="Move accounts of the previous sign-in to e-mail sign-in"
            />
          </Link>
        </li>
        <li>
          <Link to="/admin/jobs">
            <SettingsLink
              icon={<DatabaseOutlined />}
              title="Background Jobs"
              description="E-mail delivery and clean-up jobs"
            />
          </Link>
        </li>
      </ul>
    </Card>
  )
}
