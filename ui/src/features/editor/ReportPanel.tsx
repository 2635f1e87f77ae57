import { Button, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { DeferredSelect } from '../../components/DeferredSelect'
import { usePreloaded } from '../../lib/usePreloaded'
import { useGetCurrentUserQuery } from '../auth'
import { useNewReport } from '../dictation'
import { useGetMacrosQuery, type Macro } from '../macros'
import {
  reportEdited,
  reportNormalised,
  selectContradictions,
  selectCriticalFindings,
  selectFieldStep,
  selectRecommendations,
  selectReportHtml,
  selectReportOrigin,
  selectSelectedTemplate,
  useReportLanguage,
} from '../report'
import { ContradictionsList } from './ContradictionsList'
import { CopyControls } from './CopyControls'
import { CriticalFindingsNotice } from './CriticalFindingsNotice'
import { PromptNotices } from './PromptNotices'
import type { ReportEditorHandle } from './ReportEditor'
import { ReportEditorStandIn } from './ReportEditorStandIn'
import { reportEditorModule } from './reportEditorModule'
import { SuggestedFollowUp } from './SuggestedFollowUp'
import { useCopyShortcutAnywhere } from './useCopyShortcutAnywhere'
import { useFollowWrittenReport } from './useFollowWrittenReport'
import { useReportCopy } from './useReportCopy'
import { useWriteImpression, WRITE_IMPRESSION_KEYS } from './useWriteImpression'
import styles from './ReportPanel.module.css'

const NO_MACROS: Macro[] = []

interface ReportPanelProps {
  /**
   * Where the checks (critical findings, contradictions, follow-up) go when they have a column
   * of their own beside the editor; null or absent: under the editor, right after the report.
   */
  checksHost?: HTMLElement | null
}

// The report column: the editor, copying for the RIS, critical findings, contradictions, guideline
// follow-up and prompt notices. After a report is written the page follows it: to the critical
// findings when there are any (with a toast that stays until dismissed), else, on a phone, to the
// report. Ctrl+Enter copies from anywhere on the page, not only in the editor.
export function ReportPanel({ checksHost = null }: ReportPanelProps) {
  const dispatch = useAppDispatch()
  const html = useAppSelector(selectReportHtml)
  const template = useAppSelector(selectSelectedTemplate)
  const origin = useAppSelector(selectReportOrigin)
  const language = useReportLanguage()
  const reportCopy = useReportCopy()
  const startNewReport = useNewReport()
  const editorRef = useRef<ReportEditorHandle>(null)
  const { module: editor, reach: reachEditor } = usePreloaded(reportEditorModule)
  useEffect(() => {
    void reachEditor()
  }, [reachEditor])
  const insertInImpression = (text: string) => editorRef.current?.insertInImpression(text, language) ?? false
  // A follow-up goes where the radiologist wants it: the impression, or a recommendation after it.
  const followUpInImpression = useGetCurrentUserQuery().data?.impressionRecommendations ?? true
  const insertFollowUp = (text: string) =>
    followUpInImpression ? insertInImpression(text) : (editorRef.current?.insertRecommendation(text, language) ?? false)
  const impression = useWriteImpression(editorRef, language)
  const { data: macros = NO_MACROS } = useGetMacrosQuery()
  const panelRef = useRef<HTMLDivElement>(null)
  const criticalRef = useRef<HTMLDivElement>(null)
  useFollowWrittenReport({ panel: panelRef, critical: criticalRef })
  // "Next field" and "previous field" said while dictating.
  const fieldStep = useAppSelector(selectFieldStep)
  useEffect(() => {
    if (fieldStep.count > 0) editorRef.current?.stepField(fieldStep.backwards)
  }, [fieldStep])
  useCopyShortcutAnywhere(reportCopy.copy)
  const criticalCount = useAppSelector(selectCriticalFindings).length
  const contradictionCount = useAppSelector(selectContradictions).length
  const recommendationCount = useAppSelector(selectRecommendations).length
  const nothingFound = criticalCount + contradictionCount + recommendationCount === 0

  const checks = (
    <div className={styles.checks}>
      {checksHost !== null && (
        <Typography.Title level={2} id="workspace-checks" className={styles.checksHeading}>
          Checks
        </Typography.Title>
      )}
      <div ref={criticalRef} className={styles.criticalAnchor}>
        <CriticalFindingsNotice onInsert={insertInImpression} />
      </div>
      <ContradictionsList />
      <SuggestedFollowUp onInsert={insertFollowUp} />
      {checksHost !== null && nothingFound && (
        <Typography.Text type="secondary">
          Critical findings, contradictions and follow-up show here after Format, Fill or Generate.
        </Typography.Text>
      )}
    </div>
  )

  return (
    <div className={styles.panel} ref={panelRef}>
      <div className={styles.bar}>
        <Button
          danger
          onClick={() => {
            void startNewReport()
          }}
        >
          New Report
        </Button>
        <Button
          loading={impression.running}
          disabled={impression.disabled}
          title={`Write the impression anew from the findings as they stand (${WRITE_IMPRESSION_KEYS}); Ctrl+Z undoes it`}
          aria-keyshortcuts="Control+Alt+I"
          onClick={impression.write}
        >
          Write impression
        </Button>
        <DeferredSelect
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
      {editor ? (
        <editor.ReportEditor
          ref={editorRef}
          value={html}
          onEdit={(edited) => dispatch(reportEdited(edited))}
          onNormalise={(normalised) => dispatch(reportNormalised(normalised))}
          onCopyShortcut={reportCopy.copy}
          macros={macros}
        />
      ) : (
        <ReportEditorStandIn empty={html === ''} />
      )}
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
      {checksHost === null ? checks : createPortal(checks, checksHost)}
      <PromptNotices />
    </div>
  )
}
