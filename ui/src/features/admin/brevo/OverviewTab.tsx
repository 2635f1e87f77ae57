import { Alert, Card, Col, Row, Statistic } from 'antd'
import type { BrevoList } from '../brevoApi'
import type { AdminUser } from '../types'
import { SyncAllUsers } from './SyncAllUsers'
import styles from '../BrevoAdminPage.module.css'

interface OverviewTabProps {
  lists: BrevoList[]
  users: AdminUser[]
  /** The lists picked under Contact Lists, which Sync All Users adds everyone to. */
  listIds: number[]
}

// The Brevo page's first tab: the totals, how the automatic sync works, and Sync All Users.
export function OverviewTab({ lists, users, listIds }: OverviewTabProps) {
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
        <SyncAllUsers listIds={listIds} />
      </Card>
    </div>
  )
}
