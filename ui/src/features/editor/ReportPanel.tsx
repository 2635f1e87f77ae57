import { Button, Select, Typography } from 'antd'
import { useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useNewReport } from '../dictation'
import { useGetMacrosQuery, type Macro } from '../macros'
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

const NO_MACROS: Macro[] = []

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
  const { data: macros = NO_MACROS } = useGetMacrosQuery()

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <Button
          danger
          onClick={() => {
            void startNewReport()
          }}
        >
          New Report
        </Button>
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Insert macro"
          placeholder="Insert macro"
          value={null}
          className={styles.macroPicker}
          options={macros.map((macro) => ({ value: macro.id, label: macro.name }))}
          notFoundContent="No macros: add them under Profile Settings, Macros"
          onChange={(id) => {
            const macro = macros.find((candidate) => candidate.id === id)
            if (macro) editorRef.current?.insertMacro(macro.text)
          }}
        />
      </div>
      <ReportEditor
        ref={editorRef}
        value={html}
        onEdit={(edited) => dispatch(reportEdited(edited))}
        onNormalise={(normalised) => dispatch(reportNormalised(normalised))}
        onCopyShortcut={reportCopy.copy}
        macros={macros}
      />
      <Typography.Text type="secondary">Press Ctrl+Enter to copy to clipboard</Typography.Text>
      <Typography.Text type="secondary">
        Type a macro&apos;s name and press Ctrl+Space to insert it; Tab moves to the next [field] or pick list, and
        Enter or Alt+Down opens a pick list.
      </Typography.Text>
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
