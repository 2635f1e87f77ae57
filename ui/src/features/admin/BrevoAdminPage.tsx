import { DeleteOutlined, SearchOutlined, SyncOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Input, Progress, Row, Skeleton, Statistic, Tabs, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useToasts } from '../../components/toasts'
import { AdminOnly } from './AdminOnly'
import { AdminPageHeader } from './AdminPageHeader'
import { useGetAdminUsersQuery } from './analyticsApi'
import {
  SYNC_PROGRESS_POLL_MS,
  useCreateBrevoListMutation,
  useGetBrevoListsQuery,
  useLazyGetBrevoContactQuery,
  useLazyGetSyncRunQuery,
  useRemoveBrevoUserMutation,
  useSyncAllUsersMutation,
  useSyncBrevoUserMutation,
  type BrevoList,
  type SyncRun,
} from './brevoApi'
import { formatDate } from './format'
import { SubscriptionStatusTag } from './SubscriptionStatusTag'
import type { AdminUser } from './types'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './BrevoAdminPage.module.css'

export const NOT_CONFIGURED_FALLBACK = 'E-mail marketing sync is not configured on this server.'

function displayName(user: AdminUser): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ')
  return name === '' ? user.email : name
}

function isNotConfigured(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
}

interface SyncAllProps {
  listIds: number[]
}

// Sync All Users: the server waits for its background job up to 25 s; a longer sync answers
// 202 and its progress is read every SYNC_PROGRESS_POLL_MS until it has finished.
function SyncAll({ listIds }: SyncAllProps) {
  const toasts = useToasts()
  const [syncAll, { isLoading }] = useSyncAllUsersMutation()
  const [readRun] = useLazyGetSyncRunQuery()
  const [running, setRunning] = useState<SyncRun | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const start = async () => {
    try {
      let run = await syncAll(listIds.length > 0 ? { listIds } : {}).unwrap()
      while (run.status !== 'finished') {
        setRunning(run)
        await new Promise((resolve) => setTimeout(resolve, SYNC_PROGRESS_POLL_MS))
        if (!mounted.current) return
        run = await readRun(run.runId).unwrap()
      }
      setRunning(null)
      toasts.success('Sync Complete', `Successfully synced ${String(run.successful)}/${String(run.totalUsers)} users to Brevo`)
    } catch {
      if (!mounted.current) return
      setRunning(null)
      toasts.error('Sync Failed', 'Failed to sync users to Brevo')
    }
  }

  const busy = isLoading || running !== null
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button
          type="primary"
          icon={<SyncOutlined spin={busy} aria-hidden />}
          loading={isLoading}
          disabled={busy}
          onClick={() => void start()}
        >
          {busy ? 'Syncing...' : 'Sync All Users'}
        </Button>
        {listIds.length > 0 && (
          <Typography.Text type="secondary">
            to {listIds.length} selected list{listIds.length === 1 ? '' : 's'}
          </Typography.Text>
        )}
      </div>
      {isLoading && <Progress percent={100} status="active" showInfo={false} aria-label="Sync progress" />}
      {running !== null && (
        <div>
          <Progress
            percent={running.totalUsers === 0 ? 0 : Math.round((running.done / running.totalUsers) * 100)}
            status="active"
            aria-label="Sync progress"
          />
          <Typography.Text type="secondary">
            {running.done} of {running.totalUsers} users synced
          </Typography.Text>
        </div>
      )}
    </div>
  )
}

function Overview({ lists, users, listIds }: { lists: BrevoList[]; users: AdminUser[]; listIds: number[] }) {
  const withEmail = users.filter((user) => user.email.trim() !== '').length
  return (
    <div className={styles.stack}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title="Total Lists" value={lists.length} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title="Total Users with Email" value={withEmail} />
          </Card>
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon
        title="Sync is automatic"
        description="New users are added to Brevo once their e-mail address is verified, subscription changes are synced as they happen, and recording counts and minutes are refreshed daily. Use Sync All Users to sync everyone now."
      />
      <Card size="small" title="Sync All Users">
        <SyncAll listIds={listIds} />
      </Card>
    </div>
  )
}

interface ContactListsProps {
  lists: BrevoList[]
  selected: number[]
  onToggle: (id: number) => void
}

function ContactLists({ lists, selected, onToggle }: ContactListsProps) {
  const toasts = useToasts()
  const [name, setName] = useState('')
  const [createList, { isLoading }] = useCreateBrevoListMutation()

  const create = async () => {
    try {
      await createList(name.trim()).unwrap()
      toasts.success('Success', 'Brevo list created successfully')
      setName('')
    } catch (error) {
      toasts.failure(error, 'Failed to create Brevo list')
    }
  }

  return (
    <div className={styles.stack}>
      <Card size="small" title="Create List">
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim() !== '') void create()
          }}
        >
          <Input
            className={styles.grow}
            aria-label="List name"
            placeholder="List name"
            maxLength={100}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
            }}
          />
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={name.trim() === ''}>
            Create List
          </Button>
        </form>
      </Card>
      <Card size="small" title="Contact Lists">
        <Typography.Paragraph type="secondary">
          Select the lists that Sync All Users and Sync add users to; with none selected, the server&apos;s default lists
          are used.
        </Typography.Paragraph>
        {lists.length === 0 ? (
          <Typography.Text type="secondary">No lists yet</Typography.Text>
        ) : (
          <div className={styles.lists}>
            {lists.map((list) => {
              const isSelected = selected.includes(list.id)
              return (
                <Button
                  key={list.id}
                  className={styles.listToggle}
                  type={isSelected ? 'primary' : 'default'}
                  ghost={isSelected}
                  aria-pressed={isSelected}
                  onClick={() => {
                    onToggle(list.id)
                  }}
                >
                  <strong>{list.name}</strong>
                  <span className={styles.muted}>{list.totalSubscribers} subscribers</span>
                  <span className={styles.muted}>ID: {list.id}</span>
                </Button>
              )
            })}
          </div>
        )}
      </Card>
    </div>
  )
}

function UserRow({ user, listIds }: { user: AdminUser; listIds: number[] }) {
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

function UserManagement({ users, loading, listIds }: { users: AdminUser[]; loading: boolean; listIds: number[] }) {
  return (
    <Card size="small" title="Users" extra={<Typography.Text type="secondary">{users.length}</Typography.Text>}>
      {loading ? (
        <Skeleton active />
      ) : users.length === 0 ? (
        <Typography.Text type="secondary">No users</Typography.Text>
      ) : (
        <ul className={styles.users}>
          {users.map((user) => (
            <UserRow key={user.id} user={user} listIds={listIds} />
          ))}
        </ul>
      )}
    </Card>
  )
}

function SearchContacts() {
  const [email, setEmail] = useState('')
  const [search, { data, error, isFetching, originalArgs }] = useLazyGetBrevoContactQuery()
  const trimmed = email.trim()
  return (
    <Card size="small" title="Search Contacts">
      <div className={styles.stack}>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            if (trimmed !== '') void search(trimmed)
          }}
        >
          <Input
            className={styles.grow}
            type="email"
            aria-label="Contact e-mail"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
            }}
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={isFetching} disabled={trimmed === ''}>
            Search
          </Button>
        </form>
        {originalArgs !== undefined && !isFetching && error !== undefined && (
          <Alert type="warning" showIcon title={errorMessage(error, 'Failed to find the contact in Brevo')} />
        )}
        {originalArgs !== undefined && !isFetching && error === undefined && data !== undefined && (
          <pre className={styles.raw} aria-label="Contact data">
            {JSON.stringify(data, null, 2)}
          </pre>
        )}
      </div>
    </Card>
  )
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
            { key: 'overview', label: 'Overview', children: <Overview lists={lists} users={users} listIds={selected} /> },
            {
              key: 'lists',
              label: 'Contact Lists',
              children: <ContactLists lists={lists} selected={selected} onToggle={toggle} />,
            },
            {
              key: 'users',
              label: 'User Management',
              children: <UserManagement users={users} loading={usersLoading} listIds={selected} />,
            },
            { key: 'search', label: 'Search Contacts', children: <SearchContacts /> },
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
