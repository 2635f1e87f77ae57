import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { useOneAtATime } from '../../lib/useOneAtATime'
import type { AutoAction } from '../../lib/workspaceRules'
import {
  reportCleared,
  selectSelectedTemplate,
  selectTranscript,
  templateSelectionCleared,
  useConfirmReplace,
  useReportLanguage,
  type ReportOrigin,
} from '../report'
import {
  UNEXPECTED_RESPONSE,
  contradictionsNote,
  languageNote,
  populatedHtmlOf,
  useFillTemplateMutation,
  useGenerateReportMutation,
  useShowReport,
  type WriterChecks,
} from '../writers'
import { useFormatExternalTranscriptMutation } from './api'

export interface ExternalActions {
  /** The action under way, or null. */
  running: AutoAction | null
  run: (action: AutoAction) => Promise<void>
}

// A report from the pasted transcript belongs to no dictation session.
const PASTED: ReportOrigin = { source: 'external', sessionId: null, recordingId: null }

// Format, fill and generate for the pasted transcript, with the spec's toasts; each asks for
// the checks the panel's checkboxes choose. Only one runs at a time.
export function useExternalActions(checks: WriterChecks): ExternalActions {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const transcript = useAppSelector(selectTranscript)
  const template = useAppSelector(selectSelectedTemplate)
  const language = useReportLanguage()
  const [format] = useFormatExternalTranscriptMutation()
  const [fill] = useFillTemplateMutation()
  const [generate] = useGenerateReportMutation()
  const showReport = useShowReport()
  const confirmReplace = useConfirmReplace()
  const { running, isRunning, runAlone } = useOneAtATime<AutoAction>()

  const failed = (error: unknown, title: string, description: string) => {
    if (isUnauthorized(error)) toasts.signedOut()
    else toasts.error(title, description)
  }

  const runFormat = async () => {
    try {
      const response = await format({ transcript, language, ...checks }).unwrap()
      if (typeof response.formattedContent !== 'string') {
        toasts.error('Formatting Failed', 'Failed to format transcript. Please try again.')
        return
      }
      const contradictions = showReport(response.formattedContent, response, PASTED)
      toasts.success('Transcript Formatted', `The formatted report is in the editor.${contradictionsNote(contradictions)}`)
    } catch (error) {
      failed(error, 'Formatting Failed', 'Failed to format transcript. Please try again.')
    }
  }

  const runFill = async (templateHtml: string) => {
    try {
      const response = await fill({ transcript, templateHtml, language, input: 'pasted', ...checks }).unwrap()
      const html = populatedHtmlOf(response)
      if (html === null) {
        toasts.error('Template Fill Failed', UNEXPECTED_RESPONSE)
        return
      }
      const contradictions = showReport(html, response, PASTED)
      toasts.success(
        'Template Filled',
        `The template is filled in from your transcript.${contradictionsNote(contradictions)}${languageNote(response, language)}`,
      )
    } catch (error) {
      failed(error, 'Template Fill Failed', 'Failed to fill template. Please try again.')
    }
  }

  const runGenerate = async () => {
    dispatch(templateSelectionCleared())
    dispatch(reportCleared())
    try {
      const response = await generate({ transcript, language, input: 'pasted', ...checks }).unwrap()
      const html = populatedHtmlOf(response)
      if (html === null) {
        toasts.error('Report Generation Failed', UNEXPECTED_RESPONSE)
        return
      }
      const contradictions = showReport(html, response, PASTED)
      toasts.success('Report Generated', `A report was written from your transcript.${contradictionsNote(contradictions)}`)
    } catch (error) {
      failed(error, 'Generation Failed', 'Failed to generate report. Please try again.')
    }
  }

  const run = async (action: AutoAction) => {
    if (isRunning()) return
    if (transcript.trim() === '') {
      toasts.error('No Transcript', 'Please paste your external transcript first.')
      return
    }
    if (action === 'fill' && template === null) {
      toasts.error('No Template Selected', 'Please select a template before filling it.')
      return
    }
    // An edited report is replaced only once the person says so.
    if (!(await confirmReplace(action))) return
    await runAlone(action, async () => {
      if (action === 'format') await runFormat()
      else if (action === 'fill' && template !== null) await runFill(template.templateHtml)
      else await runGenerate()
    })
  }

  return { running, run }
}
