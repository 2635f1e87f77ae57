import { DeleteOutlined, SyncOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useToasts } from '../../../components/toasts'
import { useRemoveBrevoUserMutation, useSyncBrevoUserMutation } from '../brevoApi'
import { formatDate } from '../format'
import { SubscriptionStatusTag } from '../SubscriptionStatusTag'
import type { AdminUser } from '../types'
import styles from '../BrevoAdminPage.module.css'

function displayName(user: AdminUser): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ')
  return name === '' ? user.email : name
}

interface BrevoUserRowProps {
  user: AdminUser
  listIds: number[]
}

// One user of User Management: who they are, their usage, and Sync and Remove (after a confirmation).
export function BrevoUserRow({ user, listIds }: BrevoUserRowProps) {
  const toasts = useToasts()
  const [syncUser, { isLoading: syncing }] = useSyncBrevoUserMutation()
  const [removeUser, { isLoading: removing }] = useRemoveBrevoUserMutation()

  const sync = async () => {
    try {
      await syncUser({ userId: user.id, listIds: listIds.length > 0 ? listIds : undefined }).unwrap()
      toasts.success('Success', 'User synced to Brevo successfully')
    } catch (error) {
      toasts.failure(error, 'Failed to sync user to Brevo')
    }
  }

  const remove = async () => {
    if (!window.confirm(`Are you sure you want to remove ${user.email} from Brevo?`)) return
    try {
      await removeUser(user.email).unwrap()
      toasts.success('Success', 'User removed from Brevo successfully')
    } catch (error) {
      toasts.failure(error, 'Failed to remove user from Brevo')
    }
  }

  const minutes = Math.round(user.totalRecordingTime / 60)
  return (
    <li className={styles.user}>
      <div className={styles.userMain}>
        <strong>{displayName(user)}</strong>
        <span className={styles.muted}>{user.email}</span>
        <span className={styles.userFacts}>
          <SubscriptionStatusTag status={user.subscriptionStatus} />
          <span className={styles.muted}>
            {user.recordingCount} recording{user.recordingCount === 1 ? '' : 's'}
          </span>
          <span className={styles.muted}>{minutes} min</span>
          <span className={styles.muted}>
            Last active: {user.lastActivity === null ? 'Never' : formatDate(user.lastActivity)}
          </span>
        </span>
      </div>
      <div className={styles.row}>
        <Button icon={<SyncOutlined aria-hidden />} loading={syncing} onClick={() => void sync()} aria-label={`Sync ${user.email}`}>
          Sync
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing} onClick={() => void remove()} aria-label={`Remove ${user.email}`}>
          Remove
        </Button>
      </div>
    </li>
  )
}
