import { Alert, Tabs, Typography } from 'antd'
import { ToastScope } from '../../components/toasts'
import { ReportPanel } from '../editor'
import { MobileTemplatePanel, TemplatePicker } from '../templates'
import { ExternalTranscriptPanel } from './ExternalTranscriptPanel'
import { useIsWideScreen } from './useIsWideScreen'
import { VoiceRecordingTab } from './VoiceRecordingTab'
import styles from './WorkspacePage.module.css'

// The three-column workspace of full-access users (spec 000 section 2 "Main workspace"):
// templates, input and report.
export default function WorkspacePage() {
  const isWideScreen = useIsWideScreen()

  return (
    <ToastScope>
      <div className={styles.workspace}>
        <section
          className={isWideScreen ? styles.column : styles.templatePanel}
          aria-labelledby="workspace-templates"
        >
          <Typography.Title
            level={2}
            id="workspace-templates"
            className={isWideScreen ? styles.heading : styles.visuallyHidden}
          >
            Templates
          </Typography.Title>
          {isWideScreen ? <TemplatePicker /> : <MobileTemplatePanel />}
        </section>
        <section className={styles.column} aria-label="Input">
          <Alert
            type="warning"
            showIcon
            title="Never dictate patient-identifying data"
            description="Leave out names, dates of birth, record numbers and any other detail that identifies a patient."
          />
          {/* Voice dictation is not available yet, so the working tab comes up first. */}
          <Tabs
            defaultActiveKey="external"
            items={[
              { key: 'voice', label: 'Voice Recording', children: <VoiceRecordingTab /> },
              { key: 'external', label: 'External Transcript', children: <ExternalTranscriptPanel /> },
            ]}
          />
        </section>
        <section className={styles.column} aria-labelledby="workspace-report">
          <Typography.Title level={2} id="workspace-report" className={styles.heading}>
            Radiology Report
          </Typography.Title>
          <ReportPanel />
        </section>
      </div>
    </ToastScope>
  )
}
