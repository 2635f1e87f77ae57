import { Button, Typography } from 'antd'
import { useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { useNewReport } from '../dictation'
import {
  reportEdited,
  reportNormalised,
  selectReportHtml,
  selectReportOrigin,
  selectSelectedTemplate,
  useReportLanguage,
} from '../report'
import { ContradictionsList } from './ContradictionsList'
import { CopyControls } from './CopyControls'
import { CriticalFindingsNotice } from './CriticalFindingsNotice'
import { PromptNotices } from './PromptNotices'
import { ReportEditor, type ReportEditorHandle } from './ReportEditor'
import { SuggestedFollowUp } from './SuggestedFollowUp'
import { useReportCopy } from './useReportCopy'
import styles from './ReportPanel.module.css'

// The report column: the editor, copying for the RIS, critical findings, contradictions, guideline
// follow-up and prompt notices.
export function ReportPanel() {
  const dispatch = useAppDispatch()
  const html = useAppSelector(selectReportHtml)
  const template = useAppSelector(selectSelectedTemplate)
  const origin = useAppSelector(selectReportOrigin)
  const language = useReportLanguage()
  const reportCopy = useReportCopy()
  const startNewReport = useNewReport()
  const editorRef = useRef<ReportEditorHandle>(null)
  const insertInImpression = (text: string) => editorRef.current?.insertInImpression(text, language) ?? false

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <Button danger onClick={startNewReport}>
          New Report
        </Button>
      </div>
      <ReportEditor
        ref={editorRef}
        value={html}
        onEdit={(edited) => dispatch(reportEdited(edited))}
        onNormalise={(normalised) => dispatch(reportNormalised(normalised))}
        onCopyShortcut={reportCopy.copy}
      />
      <Typography.Text type="secondary">Press Ctrl+Enter to copy to clipboard</Typography.Text>
      <CopyControls
        reportCopy={reportCopy}
        feedbackContext={{
          language,
          inputMethod: origin?.source === 'voice' ? 'voice_recording' : 'external_transcript',
          sessionId: origin?.sessionId ?? null,
          recordingId: origin?.recordingId ?? null,
          templateId: template?.id ?? null,
          templateName: template?.name ?? null,
        }}
      />
      <CriticalFindingsNotice onInsert={insertInImpression} />
      <ContradictionsList />
      <SuggestedFollowUp onInsert={insertInImpression} />
      <PromptNotices />
    </div>
  )
}
