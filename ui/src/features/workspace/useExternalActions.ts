import { useRef, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/store'
import type { AutoAction } from '../../lib/workspaceRules'
import { contradictionsDetected, reportCleared, reportWritten } from '../editor/reportSlice'
import { isUnauthorized, useToasts } from '../profile/toasts'
import { selectSelectedTemplate, templateSelectionCleared } from '../templates/selectionSlice'
import { useFillTemplateMutation, useFormatExternalTranscriptMutation, useGenerateReportMutation } from './api'
import { contradictionsFrom } from './contradictions'
import { selectTranscript } from './externalTranscriptSlice'
import type { ReportResponse } from './types'
import { useReportLanguage } from './useReportLanguage'

const UNEXPECTED_RESPONSE = 'Received unexpected response format.'

function populatedHtmlOf(response: ReportResponse): string | null {
  const html = response.reportContent?.populatedHtml
  return typeof html === 'string' ? html : null
}

function noticeOf(response: ReportResponse) {
  return { promptUsed: response.promptUsed ?? '', fallbackReason: response.fallbackReason ?? null }
}

export interface ExternalActions {
  /** The action under way, or null. */
  running: AutoAction | null
  run: (action: AutoAction) => Promise<void>
}

// Format, fill and generate for the pasted transcript, with the spec's toasts. Only one runs at
// a time: the ref turns away a second start before React has re-rendered the buttons.
export function useExternalActions(contradictionDetection: boolean): ExternalActions {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const transcript = useAppSelector(selectTranscript)
  const template = useAppSelector(selectSelectedTemplate)
  const language = useReportLanguage()
  const [format] = useFormatExternalTranscriptMutation()
  const [fill] = useFillTemplateMutation()
  const [generate] = useGenerateReportMutation()
  const runningRef = useRef(false)
  const [running, setRunning] = useState<AutoAction | null>(null)

  const failed = (error: unknown, title: string, description: string) => {
    if (isUnauthorized(error)) toasts.signedOut()
    else toasts.error(title, description)
  }

  const runFormat = async () => {
    try {
      const response = await format({ transcript, language, enableContradictionDetection: contradictionDetection }).unwrap()
      if (typeof response.formattedContent !== 'string') {
        toasts.error('Formatting Failed', 'Failed to format transcript. Please try again.')
        return
      }
      const contradictions = contradictionsFrom(response.detectedContradictions)
      dispatch(reportWritten({ html: response.formattedContent, ...noticeOf(response) }))
      dispatch(contradictionsDetected(contradictions))
      const detected = contradictions.length > 0 ? ` ${String(contradictions.length)} contradiction(s) detected` : ''
      toasts.success('Transcript Formatted', `The formatted report is in the editor.${detected}`)
    } catch (error) {
      failed(error, 'Formatting Failed', 'Failed to format transcript. Please try again.')
    }
  }

  const runFill = async (templateHtml: string) => {
    try {
      const response = await fill({ transcript, templateHtml, language }).unwrap()
      const html = populatedHtmlOf(response)
      if (html === null) {
        toasts.error('Template Fill Failed', UNEXPECTED_RESPONSE)
        return
      }
      dispatch(reportWritten({ html, ...noticeOf(response) }))
      dispatch(contradictionsDetected([]))
      toasts.success('Template Filled', 'The template is filled in from your transcript.')
    } catch (error) {
      failed(error, 'Template Fill Failed', 'Failed to fill template. Please try again.')
    }
  }

  const runGenerate = async () => {
    dispatch(templateSelectionCleared())
    dispatch(reportCleared())
    try {
      const response = await generate({ transcript, language }).unwrap()
      const html = populatedHtmlOf(response)
      if (html === null) {
        toasts.error('Report Generation Failed', UNEXPECTED_RESPONSE)
        return
      }
      dispatch(reportWritten({ html, ...noticeOf(response) }))
      dispatch(contradictionsDetected([]))
      toasts.success('Report Generated', 'A report was written from your transcript.')
    } catch (error) {
      failed(error, 'Generation Failed', 'Failed to generate report. Please try again.')
    }
  }

  const run = async (action: AutoAction) => {
    if (runningRef.current) return
    if (transcript.trim() === '') {
      toasts.error('No Transcript', 'Please paste your external transcript first.')
      return
    }
    if (action === 'fill' && template === null) {
      toasts.error('No Template Selected', 'Please select a template before filling it.')
      return
    }
    runningRef.current = true
    setRunning(action)
    try {
      if (action === 'format') await runFormat()
      else if (action === 'fill' && template !== null) await runFill(template.templateHtml)
      else await runGenerate()
    } finally {
      runningRef.current = false
      setRunning(null)
    }
  }

  return { running, run }
}
