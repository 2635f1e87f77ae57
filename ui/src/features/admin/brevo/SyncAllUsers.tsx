import { SyncOutlined } from '@ant-design/icons'
import { Button, Progress, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useToasts } from '../../../components/toasts'
import { SYNC_PROGRESS_POLL_MS, useLazyGetSyncRunQuery, useSyncAllUsersMutation, type SyncRun } from '../brevoApi'
import styles from '../BrevoAdminPage.module.css'

interface SyncAllUsersProps {
  listIds: number[]
}

// Sync All Users: the server waits for its background job up to 25 s; a longer sync answers
// 202 and its progress is read every SYNC_PROGRESS_POLL_MS until it has finished.
export function SyncAllUsers({ listIds }: SyncAllUsersProps) {
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
