import { Typography } from 'antd'
import { AdminOnly } from './AdminOnly'
import { AdminPageHeader } from './AdminPageHeader'
import styles from './JobsAdminPage.module.css'

// River UI, the job queue's own app, which the server serves to admins under this path. It is
// shown in a frame so that it keeps RadScribe's header and the way back to the dashboard; the
// server lets only pages of its own origin frame it.
export const RIVER_UI_PATH = '/admin/river'

function JobsView() {
  return (
    <main className={styles.page}>
      <AdminPageHeader title="Background Jobs" />
      <Typography.Paragraph type="secondary" className={styles.lead}>
        E-mail delivery and clean-up jobs: queued, running, retrying and failed, with their errors; retry or cancel
        them here.{' '}
        <a href={RIVER_UI_PATH} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </Typography.Paragraph>
      <iframe title="Background jobs" src={RIVER_UI_PATH} className={styles.frame} />
    </main>
  )
}

export default function JobsAdminPage() {
  return (
    <AdminOnly>
      <JobsView />
    </AdminOnly>
  )
}
