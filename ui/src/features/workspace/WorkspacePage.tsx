import { Alert, Typography } from 'antd'
import { useState } from 'react'
import { LineTabs } from '../../components/LineTabs'
import { ToastScope } from '../../components/toasts'
import { SessionRecordings, useKeptSession, useSpeechConfigured, VoicePanel } from '../dictation'
import { ReportPanel, reportEditorModule } from '../editor'
import { MobileTemplatePanel, TemplatePicker } from '../templates'
import { ExternalTranscriptPanel } from './ExternalTranscriptPanel'
import { useIsExtraWideScreen, useIsWideScreen } from './useIsWideScreen'
import { useKeptReport } from './useKeptReport'
import styles from './WorkspacePage.module.css'

type InputTab = 'voice' | 'external'

// The report editor's chunk is fetched along with the page's rather than after its first render;
// a failed fetch is tried again when the report column asks for it.
reportEditorModule.load().catch(() => undefined)

// The three-column workspace of full-access users (spec 000 section 2 "Main workspace"):
// templates, input and report; from 1360 px a fourth column beside the report holds its checks
// (critical findings, contradictions, follow-up), so they are seen without scrolling. Stacked,
// the input comes first, then the templates, the session's recordings and the report, its
// checks right after it.
export default function WorkspacePage() {
  const isWideScreen = useIsWideScreen()
  const isExtraWide = useIsExtraWideScreen()
  const [checksHost, setChecksHost] = useState<HTMLElement | null>(null)
  useKeptReport()
  useKeptSession()
  const speechConfigured = useSpeechConfigured()
  // Until a tab is picked, the one that works comes first: voice when the server transcribes.
  const [chosenTab, setChosenTab] = useState<InputTab | null>(null)
  const activeTab = chosenTab ?? (speechConfigured ? 'voice' : 'external')

  const templates = (
    <section className={isWideScreen ? styles.column : styles.templatePanel} aria-labelledby="workspace-templates">
      <Typography.Title
        level={2}
        id="workspace-templates"
        className={isWideScreen ? styles.heading : styles.visuallyHidden}
      >
        Templates
      </Typography.Title>
      {isWideScreen ? <TemplatePicker /> : <MobileTemplatePanel />}
    </section>
  )

  return (
    <ToastScope>
      <div className={isExtraWide ? [styles.workspace, styles.withChecks].join(' ') : styles.workspace}>
        {isWideScreen && templates}
        <section className={styles.column} aria-label="Input">
          <Alert
            type="warning"
            showIcon
            title="Never dictate patient-identifying data"
            description="Leave out names, dates of birth, record numbers and any other detail that identifies a patient."
          />
          <LineTabs
            activeKey={activeTab}
            onChange={(key) => {
              setChosenTab(key === 'voice' ? 'voice' : 'external')
            }}
            items={[
              {
                key: 'voice',
                label: 'Voice Recording',
                // Kept mounted, so the dictation keys and microphone buttons work from either tab.
                forceRender: true,
                children: (
                  <VoicePanel
                    onOpenExternalTranscript={() => {
                      setChosenTab('external')
                    }}
                    onRemoteControl={() => {
                      setChosenTab('voice')
                    }}
                  />
                ),
              },
              { key: 'external', label: 'External Transcript', children: <ExternalTranscriptPanel /> },
            ]}
          />
          {isWideScreen && <SessionRecordings className={styles.recordings} />}
        </section>
        {!isWideScreen && templates}
        {!isWideScreen && <SessionRecordings className={styles.column} />}
        <section className={styles.column} aria-labelledby="workspace-report">
          <Typography.Title level={2} id="workspace-report" className={styles.heading}>
            Radiology Report
          </Typography.Title>
          <ReportPanel checksHost={isExtraWide ? checksHost : null} />
        </section>
        {isExtraWide && (
          <section ref={setChecksHost} className={styles.checksColumn} aria-labelledby="workspace-checks" />
        )}
      </div>
    </ToastScope>
  )
}
