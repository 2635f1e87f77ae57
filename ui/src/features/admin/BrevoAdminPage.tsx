import { Alert, Skeleton, Tabs } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { AdminOnly } from './AdminOnly'
import { AdminPageHeader } from './AdminPageHeader'
import { useGetAdminUsersQuery } from './analyticsApi'
import { ContactListsTab } from './brevo/ContactListsTab'
import { OverviewTab } from './brevo/OverviewTab'
import { SearchContactsTab } from './brevo/SearchContactsTab'
import { UserManagementTab } from './brevo/UserManagementTab'
import { useGetBrevoListsQuery } from './brevoApi'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './BrevoAdminPage.module.css'

export const NOT_CONFIGURED_FALLBACK = 'E-mail marketing sync is not configured on this server.'

function isNotConfigured(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
}

function BrevoAdmin() {
  const { data: lists = [], error: listsError, isLoading: listsLoading } = useGetBrevoListsQuery()
  const { data: users = [], error: usersError, isLoading: usersLoading } = useGetAdminUsersQuery()
  useSignedOutToast(listsError ?? usersError)
  const [selected, setSelected] = useState<number[]>([])
  const toggle = (id: number) => {
    setSelected((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]))
  }

  let body
  if (listsLoading) {
    body = <Skeleton active />
  } else if (isNotConfigured(listsError)) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={errorMessage(listsError, NOT_CONFIGURED_FALLBACK)}
        description="Users are not synced to Brevo. To turn the sync on, the server's operator sets marketing.provider to brevo and marketing.brevo.api_key to a Brevo API key (see the operations guide, Brevo)."
      />
    )
  } else {
    body = (
      <div className={styles.stack}>
        {listsError !== undefined && (
          <Alert type="error" showIcon title={errorMessage(listsError, 'Failed to load Brevo lists')} />
        )}
        {usersError !== undefined && <Alert type="error" showIcon title={errorMessage(usersError, 'Failed to load users')} />}
        <Tabs
          className={styles.tabs}
          items={[
            { key: 'overview', label: 'Overview', children: <OverviewTab lists={lists} users={users} listIds={selected} /> },
            {
              key: 'lists',
              label: 'Contact Lists',
              children: <ContactListsTab lists={lists} selected={selected} onToggle={toggle} />,
            },
            {
              key: 'users',
              label: 'User Management',
              children: <UserManagementTab users={users} loading={usersLoading} listIds={selected} />,
            },
            { key: 'search', label: 'Search Contacts', children: <SearchContactsTab /> },
          ]}
        />
      </div>
    )
  }

  return (
    <main className={styles.page}>
      <AdminPageHeader title="Brevo Email Marketing" />
      {body}
    </main>
  )
}

// /admin/brevo: syncing users to the e-mail marketing service (spec 001 section 2).
export default function BrevoAdminPage() {
  return (
    <AdminOnly>
      <BrevoAdmin />
    </AdminOnly>
  )
}
