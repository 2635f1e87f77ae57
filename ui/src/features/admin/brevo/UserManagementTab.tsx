import { Card, Skeleton, Typography } from 'antd'
import type { AdminUser } from '../types'
import { BrevoUserRow } from './BrevoUserRow'
import styles from '../BrevoAdminPage.module.css'

interface UserManagementTabProps {
  users: AdminUser[]
  loading: boolean
  listIds: number[]
}

// The Brevo page's users, each synced or removed on its own.
export function UserManagementTab({ users, loading, listIds }: UserManagementTabProps) {
  return (
    <Card size="small" title="Users" extra={<Typography.Text type="secondary">{users.length}</Typography.Text>}>
      {loading ? (
        <Skeleton active />
      ) : users.length === 0 ? (
        <Typography.Text type="secondary">No users</Typography.Text>
      ) : (
        <ul className={styles.users}>
          {users.map((user) => (
            <BrevoUserRow key={user.id} user={user} listIds={listIds} />
          ))}
        </ul>
      )}
    </Card>
  )
}
