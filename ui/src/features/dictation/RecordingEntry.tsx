import { Alert, Input, Tag, Typography } from 'antd'
import { useAppDispatch } from '../../app/hooks'
import { correctedTextEdited, type SessionRecording, type SessionRecordingStatus } from './dictationSlice'
import styles from './SessionRecordings.module.css'

const STATUS: Record<SessionRecordingStatus, { label: string; color: string }> = {
  transcribing: { label: 'Transcribing', color: 'processing' },
  transcribed: { label: 'Transcribed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
}

interface RecordingEntryProps {
  recording: SessionRecording
  number: number
  /** Admins also see what the recogniser heard before correction (spec 000 section 6). */
  showRaw: boolean
}

// One recording of the session: its status and its corrected transcript, which may be edited
// before the report is written.
export function RecordingEntry({ recording, number, showRaw }: RecordingEntryProps) {
  const dispatch = useAppDispatch()
  const title = `Transcript ${String(number)}`
  const titleId = `recording-${recording.id}`
  const status = STATUS[recording.status]

  return (
    <article className={styles.recording} aria-labelledby={titleId}>
      <div className={styles.recordingTitle}>
        <Typography.Text strong id={titleId}>
          {title}
        </Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      {showRaw && recording.transcript !== null && (
        <>
          <Typography.Text type="secondary">Raw transcript (admins only)</Typography.Text>
          <p className={styles.rawTranscript} aria-label={`Raw transcript ${String(number)}`}>
            {recording.transcript}
          </p>
        </>
      )}
      {recording.status === 'transcribed' && (
        <Input.TextArea
          aria-label={`Corrected transcript ${String(number)}`}
          autoSize={{ minRows: 2, maxRows: 12 }}
          value={recording.correctedText ?? ''}
          onChange={(event) => dispatch(correctedTextEdited({ id: recording.id, text: event.target.value }))}
        />
      )}
      {recording.status === 'transcribed' &&
        recording.review?.map((item) => (
          <Alert
            key={item.text}
            type="warning"
            showIcon
            title={`Kept as dictated, please check: “${item.text}”`}
            description={item.reason}
          />
        ))}
    </article>
  )
}
