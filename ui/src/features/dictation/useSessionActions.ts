import { errorMessage } from '../../api/baseApi'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { useOneAtATime } from '../../lib/useOneAtATime'
import { joinSessionTranscripts } from '../../lib/workspaceRules'
import { reportCleared, selectSelectedTemplate, templateSelectionCleared, useConfirmReplace, useReportLanguage, type ReportOrigin } from '../report'
import {
  UNEXPECTED_RESPONSE,
  contradictionsNote,
  languageNote,
  populatedHtmlOf,
  storedClinicalGuidance,
  useFillTemplateMutation,
  useGenerateReportMutation,
  useShowReport,
  type ReportResponse,
} from '../writers'
import { selectRecordings, selectSessionId } from './dictationSlice'

export type SessionAction = 'fill' | 'generate'

const FAILURE: Record<SessionAction, { title: string; fallback: string }> = {
  fill: { title: 'Template Population Failed', fallback: 'Failed to fill template. Please try again.' },
  generate: { title: 'Report Generation Failed', fallback: 'Failed to generate report. Please try again.' },
}

export interface SessionActions {
  /** The action under way, or null. */
  running: SessionAction | null
  run: (action: SessionAction) => Promise<void>
}

// Fill Template and Generate from Scratch for the session's transcripts, joined by spaces, each
// recording's corrected text or else its raw text (spec 000 section 7). One runs at a time.
export function useSessionActions(): SessionActions {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const recordings = useAppSelector(selectRecordings)
  const sessionId = useAppSelector(selectSessionId)
  const template = useAppSelector(selectSelectedTemplate)
  const language = useReportLanguage()
  const [fill] = useFillTemplateMutation()
  const [generate] = useGenerateReportMutation()
  const showReport = useShowReport()
  const confirmReplace = useConfirmReplace()
  const { running, isRunning, runAlone } = useOneAtATime<SessionAction>()

  const write = (action: SessionAction, transcript: string): Promise<ReportResponse> => {
    // The voice panel has no contradiction switch, so detection is on (the spec's default); clinical
    // guidance follows the External Transcript panel's checkbox.
    const checks = { enableContradictionDetection: true, enableGuidance: storedClinicalGuidance() }
    if (action === 'fill' && template !== null) {
      return fill({ transcript, templateHtml: template.templateHtml, language, ...checks }).unwrap()
    }
    // Generate from scratch starts from an empty editor without a template.
    dispatch(templateSelectionCleared())
    dispatch(reportCleared())
    return generate({ transcript, language, ...checks }).unwrap()
  }

  const run = async (action: SessionAction) => {
    if (isRunning()) return
    if (recordings.length === 0) {
      toasts.error('No Transcripts', 'Please record and transcribe audio first.')
      return
    }
    const transcript = joinSessionTranscripts(recordings)
    if (transcript === '') {
      toasts.error('No Transcripts', 'No transcript content available')
      return
    }
    if (action === 'fill' && template === null) {
      toasts.error('No Template Selected', 'Please select a template before filling it with your transcript.')
      return
    }
    // An edited report is replaced only once the person says so.
    if (!(await confirmReplace(action))) return
    await runAlone(action, async () => {
      try {
        const response = await write(action, transcript)
        const html = populatedHtmlOf(response)
        if (html === null) {
          toasts.error(FAILURE[action].title, UNEXPECTED_RESPONSE)
          return
        }
        // The feedback on this report names the session and its latest recording.
        const origin: ReportOrigin = { source: 'voice', sessionId, recordingId: recordings.at(-1)?.id ?? null }
        const note = contradictionsNote(showReport(html, response, origin))
        if (action === 'fill')
          toasts.success('Template Filled', `The template is filled in from your dictation.${note}${languageNote(response, language)}`)
        else toasts.success('Report Generated', `A report was written from your dictation.${note}`)
      } catch (error) {
        if (isUnauthorized(error)) toasts.signedOut()
        else toasts.error(FAILURE[action].title, errorMessage(error, FAILURE[action].fallback))
      }
    })
  }

  return { running, run }
}
