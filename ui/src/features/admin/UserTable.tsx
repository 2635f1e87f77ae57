import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useMemo, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useGetAdminUsersQuery } from './analyticsApi'
import { Breakable } from './Breakable'
import { formatDate, formatRecordingTime } from './format'
import { FilterSelect, optionsOf } from './LabelledFilter'
import { SubscriptionStatusTag } from './SubscriptionStatusTag'
import type { AdminUser } from './types'
import {
  accountTrial,
  allUsers,
  defaultUserSort,
  filterUsers,
  hasStripeSubscription,
  sortUsers,
  type AccountTrialState,
  type SortOrder,
  type UserFilters,
  type UserSort,
  type UserSortField,
} from './userFilters'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './Analytics.module.css'

const trialColors: Record<AccountTrialState, string | undefined> = {
  active: 'blue',
  expired: 'default',
  used: 'purple',
  none: undefined,
}

const providerNames: Record<string, string> = { email: 'Email', google: 'Google', replit: 'Replit' }

const sortFieldLabels: Record<UserSortField, string> = {
  createdAt: 'Created',
  email: 'Email',
  subscriptionStatus: 'Subscription status',
  recordingCount: 'Recordings',
  lastActivity: 'Last activity',
  totalRecordingTime: 'Recording time',
}

// The filters whose choices are always the same, in the order they are shown after the
// subscription status (whose choices are the statuses some user has).
type FixedFilter = Exclude<keyof UserFilters, 'subscriptionStatus'>

const fixedFilters: { [K in FixedFilter]: { label: string; choices: Record<UserFilters[K], string> } } = {
  accountTrial: {
    label: 'Account trial',
    choices: { all: 'All', active: 'Active', expired: 'Expired', used: 'Account Trial Used', none: 'None' },
  },
  authProvider: { label: 'Auth provider', choices: { all: 'All', email: 'Email', google: 'Google', replit: 'Replit' } },
  emailVerified: { label: 'Email verified', choices: { all: 'All', verified: 'Verified', unverified: 'Not verified' } },
  stripeSubscription: {
    label: 'Stripe subscription',
    choices: { all: 'All', yes: 'Has subscription', no: 'No subscription' },
  },
}

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ')
}

function YesNo({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <CheckCircleFilled className={styles.yes} aria-label={`${label}: yes`} />
  ) : (
    <CloseCircleOutlined className={styles.no} aria-label={`${label}: no`} />
  )
}

function userColumns(now: number): TableColumnsType<AdminUser> {
  return [
    {
      title: 'User',
      key: 'user',
      render: (_, user) => (
        <div className={styles.userCell}>
          {fullName(user) !== '' && <div className={styles.strong}>{fullName(user)}</div>}
          <div className={styles.breakWord}>
            <Breakable text={user.email} after="@." />
          </div>
          {user.role === 'admin' && <Tag color="gold">admin</Tag>}
        </div>
      ),
    },
    {
      title: 'Subscription',
      dataIndex: 'subscriptionStatus',
      key: 'subscriptionStatus',
      render: (status: string) => <SubscriptionStatusTag status={status} />,
    },
    {
      title: 'Account Trial',
      key: 'accountTrial',
      render: (_, user) => {
        const trial = accountTrial(user, now)
        return trial.state === 'none' ? '—' : <Tag color={trialColors[trial.state]}>{trial.label}</Tag>
      },
    },
    {
      title: 'Sign-in',
      dataIndex: 'authProvider',
      key: 'authProvider',
      render: (provider: string) => providerNames[provider] ?? provider,
    },
    {
      title: 'Verified',
      key: 'emailVerified',
      align: 'center',
      render: (_, user) => <YesNo value={user.emailVerified} label="Email verified" />,
    },
    {
      title: 'Stripe',
      key: 'stripe',
      align: 'center',
      render: (_, user) => <YesNo value={hasStripeSubscription(user)} label="Stripe subscription" />,
    },
    { title: 'Recordings', dataIndex: 'recordingCount', key: 'recordingCount', align: 'right' },
    {
      title: 'Recording Time',
      dataIndex: 'totalRecordingTime',
      key: 'totalRecordingTime',
      align: 'right',
      render: (seconds: number) => formatRecordingTime(seconds),
    },
    {
      title: 'Last Activity',
      dataIndex: 'lastActivity',
      key: 'lastActivity',
      render: (timestamp: string | null) => formatDate(timestamp),
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (timestamp: string) => formatDate(timestamp),
    },
  ]
}

interface FixedFilterSelectProps<K extends FixedFilter> {
  name: K
  value: UserFilters[K]
  onChange: (value: UserFilters[K]) => void
}

function FixedFilterSelect<K extends FixedFilter>({ name, value, onChange }: FixedFilterSelectProps<K>) {
  const { label, choices } = fixedFilters[name]
  return <FilterSelect<UserFilters[K]> label={label} value={value} options={optionsOf(choices)} onChange={onChange} />
}

// Every user, filtered and sorted here in the browser (spec 001 section 9).
export function UserTable() {
  const { data: users = [], error, isLoading } = useGetAdminUsersQuery()
  useSignedOutToast(error)
  const [filters, setFilters] = useState<UserFilters>(allUsers)
  const [sort, setSort] = useState<UserSort>(defaultUserSort)
  // The moment the trials are judged against, the same for every row.
  const [now] = useState(() => Date.now())

  const statuses = useMemo(
    () => [...new Set(users.map((user) => user.subscriptionStatus))].sort((a, b) => a.localeCompare(b)),
    [users],
  )
  const shown = useMemo(() => sortUsers(filterUsers(users, filters, now), sort), [users, filters, sort, now])
  const filtered = Object.entries(filters).some(([, value]) => value !== 'all')

  const setFilter = <K extends keyof UserFilters>(name: K) => (value: UserFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }))
  }

  return (
    <Card
      title="Users"
      size="small"
      extra={
        <Typography.Text type="secondary">
          {filtered ? `${String(shown.length)} of ${String(users.length)}` : String(users.length)}
        </Typography.Text>
      }
    >
      <div className={styles.filters}>
        <FilterSelect
          label="Subscription status"
          value={filters.subscriptionStatus}
          options={[{ value: 'all', label: 'All statuses' }, ...statuses.map((status) => ({ value: status, label: status }))]}
          onChange={setFilter('subscriptionStatus')}
        />
        {(Object.keys(fixedFilters) as FixedFilter[]).map((name) => (
          <FixedFilterSelect key={name} name={name} value={filters[name]} onChange={setFilter(name)} />
        ))}
        <FilterSelect<UserSortField>
          label="Sort by"
          value={sort.field}
          options={optionsOf(sortFieldLabels)}
          onChange={(field) => {
            setSort((current) => ({ ...current, field }))
          }}
        />
        <div className={styles.filter}>
          <span className={styles.filterLabel}>Order</span>
          <Segmented<SortOrder>
            aria-label="Sort order"
            value={sort.order}
            options={[
              { value: 'desc', label: 'Descending' },
              { value: 'asc', label: 'Ascending' },
            ]}
            onChange={(order) => {
              setSort((current) => ({ ...current, order }))
            }}
          />
        </div>
        {filtered && (
          <Button
            className={styles.clearFilters}
            onClick={() => {
              setFilters(allUsers)
            }}
          >
            Clear Filters
          </Button>
        )}
      </div>
      {error !== undefined && (
        <Alert type="error" showIcon title={errorMessage(error, 'Failed to load users')} className={styles.alert} />
      )}
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={shown}
        columns={userColumns(now)}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: users.length === 0 ? 'No users yet' : 'No users match these filters' }}
      />
    </Card>
  )
}
