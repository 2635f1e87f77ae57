import { Button, Typography } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { useGetCurrentUserQuery } from '../auth'
import { selectSelectedTemplate } from '../report'
import { PatientDataWarning } from '../writers'
import { selectRecordings } from './dictationSlice'
import { RecordingEntry } from './RecordingEntry'
import { useAutoWorkflow } from './useAutoWorkflow'
import { useNewReport } from './useNewReport'
import { useSessionActions } from './useSessionActions'
import styles from './SessionRecordings.module.css'

const HEADING_ID = 'session-recordings'

/**
 * The recordings of the report being written, with the two ways to turn them into a report
 * (spec 000 "Session recordings list"). Shown once there is a recording; the auto-workflow runs
 * from here, as it needs one.
 */
export function SessionRecordings({ className }: { className?: string }) {
  const recordings = useAppSelector(selectRecordings)
  const template = useAppSelector(selectSelectedTemplate)
  const { data: user } = useGetCurrentUserQuery()
  const startNewReport = useNewReport()
  const { running, run } = useSessionActions()
  useAutoWorkflow(run)

  if (recordings.length === 0) return null

  return (
    <section className={[styles.list, className].filter(Boolean).join(' ')} aria-labelledby={HEADING_ID}>
      <div className={styles.header}>
        <Typography.Title level={3} id={HEADING_ID} className={styles.heading}>
          {`Session Recordings (${String(recordings.length)})`}
        </Typography.Title>
        <Button
          danger
          type="primary"
          onClick={() => {
            void startNewReport()
          }}
        >
          New Report
        </Button>
      </div>
      <PatientDataWarning source="voice" />
      {recordings.map((recording, index) => (
        <RecordingEntry key={recording.id} recording={recording} number={index + 1} showRaw={user?.role === 'admin'} />
      ))}
      <div className={styles.actions}>
        <Button
          type="primary"
          loading={running === 'fill'}
          disabled={template === null || (running !== null && running !== 'fill')}
          onClick={() => {
            void run('fill')
          }}
        >
          Fill Template
        </Button>
        <Button
          loading={running === 'generate'}
          disabled={running !== null && running !== 'generate'}
          onClick={() => {
            void run('generate')
          }}
        >
          Generate from Scratch
        </Button>
      </div>
    </section>
  )
}
