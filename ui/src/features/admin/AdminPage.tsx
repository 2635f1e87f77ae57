import { Tabs, Typography, type TabsProps } from 'antd'
import { useSearchParams } from 'react-router'
import { useAccessType } from '../auth'
import { MacrosTab } from '../macros'
import { MasterTemplatesTab } from '../templates'
import { AdminOnly } from './AdminOnly'
import { AiPromptsAdminTab } from './AiPromptsAdminTab'
import { ApiUsageTab } from './ApiUsageTab'
import { SettingsTab } from './SettingsTab'
import { UserAnalyticsTab } from './UserAnalyticsTab'
import styles from './AdminPage.module.css'

// The admins' shared macros; new ones start in the admin's own language.
function SharedMacrosTab() {
  const { user } = useAccessType()
  return <MacrosTab shared preferredLanguage={user?.preferredLanguage ?? 'en'} />
}

const tabs: NonNullable<TabsProps['items']> = [
  { key: 'prompts', label: 'AI Prompts', children: <AiPromptsAdminTab /> },
  { key: 'templates', label: 'Master Templates', children: <MasterTemplatesTab /> },
  { key: 'shared-macros', label: 'Shared Macros', children: <SharedMacrosTab /> },
  { key: 'users', label: 'User Analytics', children: <UserAnalyticsTab /> },
  // Left when hidden, so its 30-second refresh stops with it.
  { key: 'api-usage', label: 'API Usage', children: <ApiUsageTab />, destroyOnHidden: true },
  { key: 'settings', label: 'Settings', children: <SettingsTab /> },
]

function AdminDashboard() {
  // ?tab= opens a tab directly (?tab=api-usage).
  const [searchParams] = useSearchParams()
  const requested = tabs.find((tab) => tab.key === searchParams.get('tab'))
  return (
    <main className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        Admin Dashboard
      </Typography.Title>
      <Tabs defaultActiveKey={requested?.key ?? 'prompts'} items={tabs} />
    </main>
  )
}

export default function AdminPage() {
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  )
}
