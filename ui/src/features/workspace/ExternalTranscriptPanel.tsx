import { Button, Input, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { LanguageField } from '../../components/LanguageField'
import { useStoredState } from '../../lib/useStoredState'
import { showFillTemplate, showFormatOnly } from '../../lib/workspaceRules'
import {
  languageChosen,
  selectReportHtml,
  selectSelectedTemplate,
  selectTemplateHtml,
  selectTranscript,
  transcriptTyped,
  useReportLanguage,
} from '../report'
import { PatientDataWarning, useClinicalGuidanceChoice } from '../writers'
import { AutoProcessingPreferences, useExternalAutoProcessing } from './AutoProcessingPreferences'
import { CheckChoice } from './CheckChoice'
import { useAutoAction } from './useAutoAction'
import { useExternalActions } from './useExternalActions'
import styles from './ExternalTranscriptPanel.module.css'

const CONTRADICTION_DETECTION_KEY = 'radscribe.contradictionDetection'

function editorStatus(editorEmpty: boolean, untouchedTemplate: boolean): string {
  if (editorEmpty) return 'The report editor is empty.'
  if (untouchedTemplate) return 'The report editor holds the unmodified template.'
  return 'The report editor has content: Format Report Only is hidden until you start a new report.'
}

// A transcript from another dictation system, pasted in and turned into a report (spec 000
// "External transcript panel").
export function ExternalTranscriptPanel() {
  const dispatch = useAppDispatch()
  const transcript = useAppSelector(selectTranscript)
  const template = useAppSelector(selectSelectedTemplate)
  const editorHtml = useAppSelector(selectReportHtml)
  const templateHtml = useAppSelector(selectTemplateHtml)
  const language = useReportLanguage()
  const [detection, setDetection] = useStoredState(CONTRADICTION_DETECTION_KEY, { enabled: true })
  const [guidance, setGuidance] = useClinicalGuidanceChoice()
  const { running, run } = useExternalActions({ enableContradictionDetection: detection.enabled, enableGuidance: guidance.enabled })
  const auto = useExternalAutoProcessing()

  useAutoAction(
    {
      transcript,
      busy: running !== null,
      autoFormat: auto.autoFormatExternal,
      autoFill: auto.autoFillTemplateExternal,
      autoGenerate: auto.autoGenerateReportExternal,
      templateSelected: template !== null,
    },
    run,
  )

  const editorEmpty = showFormatOnly({ editorHtml, templateHtml: null })
  const formatVisible = showFormatOnly({ editorHtml, templateHtml })
  const actionButton = (action: 'format' | 'fill' | 'generate', label: string, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      loading={running === action}
      disabled={running !== null && running !== action}
      onClick={() => {
        void run(action)
      }}
    >
      {label}
    </Button>
  )

  return (
    <div className={styles.panel}>
      <LanguageField id="external-language" value={language} onChange={(code) => dispatch(languageChosen(code))} />
      <PatientDataWarning source="external" />
      <div className={styles.field}>
        <label htmlFor="external-transcript">Transcript</label>
        <Input.TextArea
          id="external-transcript"
          rows={8}
          value={transcript}
          placeholder="Paste the transcript from your dictation system here..."
          onChange={(event) => dispatch(transcriptTyped(event.target.value))}
        />
      </div>
      <div className={styles.checks}>
        <CheckChoice
          label="Detect contradictions"
          checked={detection.enabled}
          onChange={(enabled) => {
            setDetection({ enabled })
          }}
          hint={detection.enabled ? 'Slower but more thorough' : 'Faster processing'}
        />
        <CheckChoice
          label="Clinical guidance"
          checked={guidance.enabled}
          onChange={(enabled) => {
            setGuidance({ enabled })
          }}
          hint={guidance.enabled ? 'Guideline follow-up and critical findings' : 'No follow-up or critical-finding checks'}
        />
      </div>
      <div className={styles.actions}>
        {formatVisible && actionButton('format', 'Format Report Only')}
        {showFillTemplate(template !== null) && actionButton('fill', 'Fill Template', true)}
        {actionButton('generate', 'Generate Report')}
      </div>
      <div className={styles.status} role="status">
        <Typography.Text type="secondary">
          {template ? `Template selected: ${template.name}` : 'No template selected: choose one to fill it.'}
        </Typography.Text>
        <Typography.Text type="secondary">{editorStatus(editorEmpty, formatVisible && !editorEmpty)}</Typography.Text>
      </div>
      <AutoProcessingPreferences />
    </div>
  )
}
