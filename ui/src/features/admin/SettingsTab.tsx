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

// The other admin tools, each a page of its own.
const TOOLS: readonly { to: string; icon: ReactNode; title: string; description: string }[] = [
  {
    to: '/admin/brevo',
    icon: <MailOutlined />,
    title: 'Email Marketing (Brevo)',
    description: 'Contact lists and syncing users to Brevo',
  },
  {
    to: '/admin/feedback',
    icon: <LikeOutlined />,
    title: 'Feedback Analytics',
    description: 'What users say about their reports, with CSV export',
  },
  {
    to: '/admin/migration',
    icon: <UserSwitchOutlined />,
    title: 'Account Migration',
    description: 'Move accounts of the previous sign-in to e-mail sign-in',
  },
  {
    to: '/admin/jobs',
    icon: <DatabaseOutlined />,
    title: 'Background Jobs',
    description: 'E-mail delivery and clean-up jobs',
  },
]

// Admin → Settings: the other admin tools (spec 001 section 2).
export function SettingsTab() {
  return (
    <Card size="small" title="Admin Tools">
      <ul className={styles.settingsList}>
        {TOOLS.map(({ to, icon, title, description }) => (
          <li key={to}>
            <Link to={to}>
              <SettingsLink icon={icon} title={title} description={description} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
