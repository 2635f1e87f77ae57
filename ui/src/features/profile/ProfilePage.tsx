import { Alert, Tabs, Typography, type TabsProps } from 'antd'
import { useSearchParams } from 'react-router'
import { ToastScope } from '../../components/toasts'
import { useAccessType } from '../auth'
import { MacrosTab } from '../macros'
import { SubscriptionTab } from '../subscription'
import { MyTemplatesTab } from '../templates'
import { AiPromptsTab } from './AiPromptsTab'
import { ProfileTab } from './ProfileTab'
import { StatisticsTab } from './StatisticsTab'
import { VocabularyTab } from './VocabularyTab'
import styles from './ProfilePage.module.css'

// Profile Settings (spec 001 section 2). Without a subscription only the Subscription tab is
// usable: the "Subscription Required" page of spec 000 section 2.
export default function ProfilePage() {
  const { accessType, user } = useAccessType()
  // ?tab= opens a tab directly (the billing portal returns to ?tab=subscription).
  const [searchParams] = useSearchParams()
  if (user === null) return null
  const locked = accessType !== 'full_access'

  const items: TabsProps['items'] = [
    { key: 'profile', label: 'Profile', children: <ProfileTab user={user} /> },
    { key: 'subscription', label: 'Subscription', children: <SubscriptionTab /> },
    { key: 'templates', label: 'Templates', children: <MyTemplatesTab /> },
    {
      key: 'vocabulary',
      label: 'Vocabulary',
      children: <VocabularyTab preferredLanguage={user.preferredLanguage} />,
    },
    { key: 'macros', label: 'Macros', children: <MacrosTab preferredLanguage={user.preferredLanguage} /> },
    { key: 'prompts', label: 'AI Prompts', children: <AiPromptsTab user={user} /> },
    { key: 'statistics', label: 'Statistics', children: <StatisticsTab /> },
  ].map((item) => ({ ...item, disabled: locked && item.key !== 'subscription' }))
  const requested = items.find((item) => item.key === searchParams.get('tab') && !item.disabled)
  const firstTab = requested?.key ?? (locked ? 'subscription' : 'profile')

  return (
    <ToastScope>
      <main className={styles.page}>
        <Typography.Title level={1} className={styles.title}>
          Profile Settings
        </Typography.Title>
        {locked && (
          <Alert
            type="warning"
            showIcon
            title="Subscription Required"
            description="Choose a plan to use RadScribe. Until then only your subscription can be managed here."
            style={{ marginBottom: 16 }}
          />
        )}
        <Tabs defaultActiveKey={firstTab} items={items} />
      </main>
    </ToastScope>
  )
}
