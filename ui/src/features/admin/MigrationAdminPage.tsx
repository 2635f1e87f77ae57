import { MailOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useToasts } from '../../components/toasts'
import { AdminOnly } from './AdminOnly'
import { AdminPageHeader } from './AdminPageHeader'
import {
  MIGRATION_STATUS_POLL_MS,
  useGetMigrationStatusQuery,
  useStartMigrationMutation,
  type MigrationResults,
  type MigrationStatus,
} from './brevoApi'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './BrevoAdminPage.module.css'

export const MIGRATION_CONFIRM = 'This will send migration emails to all Replit users. Continue?'

function StatusCards({ status }: { status: MigrationStatus }) {
  const cards = [
    { title: 'Total Users', value: status.totalUsers },
    { title: 'Replit Users', value: status.replitUsers },
    { title: 'Migrated Users', value: status.migratedUsers },
    { title: 'Pending Migration', value: status.pendingMigration },
  ]
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ title, value }) => (
        <Col key={title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}

function Results({ results }: { results: MigrationResults }) {
  return (
    <Card size="small" title="Results">
      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Statistic title="Emails Sent" value={results.success} />
        </Col>
        <Col xs={12}>
          <Statistic title="Failed" value={results.failed} />
        </Col>
      </Row>
      {results.errors.length > 0 && (
        <>
          <Typography.Title level={5}>Errors</Typography.Title>
          <ul className={styles.errors}>
            {results.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}

function MigrationAdmin() {
  const toasts = useToasts()
  const { data: status, error, isLoading } = useGetMigrationStatusQuery(undefined, {
    pollingInterval: MIGRATION_STATUS_POLL_MS,
  })
  useSignedOutToast(error)
  const [start, { isLoading: starting }] = useStartMigrationMutation()
  const [results, setResults] = useState<MigrationResults | null>(null)

  const send = async () => {
    if (!window.confirm(MIGRATION_CONFIRM)) return
    try {
      const answer = await start().unwrap()
      setResults(answer.results)
    } catch {
      toasts.error('Error', 'Failed to start migration')
    }
  }

  const noReplitUsers = status === undefined || status.replitUsers === 0
  return (
    <main className={styles.page}>
      <AdminPageHeader title="Account Migration" />
      <div className={styles.stack}>
        <Card size="small" title="Migration Plan">
          <Typography.Paragraph>
            Accounts created with the previous sign-in provider (Replit) move to sign-in with e-mail and password. Each
            such user receives an e-mail with a link to set a password and has 48 hours to use it; after that the old
            authentication is disabled.
          </Typography.Paragraph>
          <Typography.Paragraph className={styles.muted}>
            Users who miss the deadline can still use Forgot password on the sign-in page: setting a password that way
            migrates the account automatically.
          </Typography.Paragraph>
        </Card>
        <Card size="small" title="Current Status">
          {isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
          {error !== undefined && (
            <Alert type="error" showIcon title={errorMessage(error, 'Failed to load the migration status')} />
          )}
          {status !== undefined && <StatusCards status={status} />}
        </Card>
        <Card size="small" title="Send Migration Emails">
          <div className={styles.stack}>
            <Typography.Text type="secondary">
              {noReplitUsers
                ? 'There are no Replit users left to migrate.'
                : `Sends the migration e-mail to ${String(status.replitUsers)} Replit user${status.replitUsers === 1 ? '' : 's'}.`}
            </Typography.Text>
            <div>
              <Button
                type="primary"
                icon={<MailOutlined aria-hidden />}
                loading={starting}
                disabled={noReplitUsers || starting}
                onClick={() => void send()}
              >
                Send Migration Emails
              </Button>
            </div>
          </div>
        </Card>
        {results !== null && <Results results={results} />}
        <Card size="small" title="Instructions">
          <ol className={styles.steps}>
            <li>Check the current status: Replit Users are the accounts still to migrate.</li>
            <li>Choose Send Migration Emails and confirm. Each Replit user is e-mailed a link to set a password.</li>
            <li>Users have 48 hours to set their password; Pending Migration counts those e-mailed who have not yet.</li>
            <li>Migrated Users grows as passwords are set. The counts refresh every 5 seconds.</li>
            <li>After 48 hours the old authentication is disabled; remaining users use Forgot password to migrate.</li>
          </ol>
        </Card>
      </div>
    </main>
  )
}

// /admin/migration: moving the previous sign-in provider's accounts to e-mail sign-in
// (spec 001 section 2).
export default function MigrationAdminPage() {
  return (
    <AdminOnly>
      <MigrationAdmin />
    </AdminOnly>
  )
}
