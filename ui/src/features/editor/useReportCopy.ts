import { useCallback, useEffect, useMemo, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useAppSelector } from '../../app/hooks'
import { useToasts } from '../../components/toasts'
import { copyFormatNames, copyReport, NoFormatSelectedError, type CopyFormats } from '../../lib/clipboard'
import { downloadFile } from '../../lib/downloadFile'
import { htmlToText } from '../../lib/htmlToText'
import { unchosenPickFields, withoutPickFields } from '../../lib/pickField'
import { useStoredState } from '../../lib/useStoredState'
import { findFields } from '../macros'
import { selectReportHtml, selectSelectedTemplate, useReportLanguage } from '../report'
import { useExportFhirMutation } from './fhirApi'

const COPIED_CONFIRMATION_MS = 1000
const COPY_FORMATS_KEY = 'radscribe.copyFormats'
const DEFAULT_COPY_FORMATS: CopyFormats = { html: true, rtf: false, text: true }
const FHIR_FILE_NAME = 'diagnostic-report.json'
const FHIR_EXPORT_FAILED = 'The FHIR report could not be made.'

export interface ReportCopy {
  formats: CopyFormats
  setFormats: (formats: CopyFormats) => void
  /** 'Copied!' is showing. */
  copied: boolean
  /** The confirmation is over: time to ask how the report was. */
  feedbackDue: boolean
  feedbackAsked: () => void
  /**
   * Call it straight from the click or key press: browsers only allow copying during one. With
   * [...] fields left unfilled it copies nothing and asks first (unfilledWarning).
   */
  copy: () => void
  /** How many [...] fields the report still has, and pick fields still showing a value nobody chose. */
  unfilled: number
  /** How many of those are pick fields. */
  unchosenPicks: number
  /** The question 'N fields not filled' is open. */
  unfilledWarning: boolean
  /** Copies though fields are unfilled (the question's answer, itself a click). */
  copyAnyway: () => void
  dismissUnfilledWarning: () => void
  /** Saves the report as a FHIR DiagnosticReport (.json). */
  downloadFhir: () => void
  /** The FHIR report is being made for a copy or a download. */
  exporting: boolean
}

export function useReportCopy(): ReportCopy {
  const html = useAppSelector(selectReportHtml)
  const template = useAppSelector(selectSelectedTemplate)
  const language = useReportLanguage()
  const [exportFhir, { isLoading: exporting }] = useExportFhirMutation()
  const [formats, setFormats] = useStoredState(COPY_FORMATS_KEY, DEFAULT_COPY_FORMATS)
  const [copied, setCopied] = useState(false)
  const [feedbackDue, setFeedbackDue] = useState(false)
  const [unfilledWarning, setUnfilledWarning] = useState(false)
  const unchosenPicks = useMemo(() => unchosenPickFields(html), [html])
  const unfilled = useMemo(() => findFields(htmlToText(html, '\n')).length, [html]) + unchosenPicks
  // What leaves RadScribe has each pick field's value alone, never its options.
  const outgoing = useMemo(() => withoutPickFields(html), [html])
  const toasts = useToasts()
  // Stable, so the popover's auto-close timer is not restarted by every render.
  const feedbackAsked = useCallback(() => {
    setFeedbackDue(false)
  }, [])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => {
      setCopied(false)
      setFeedbackDue(true)
    }, COPIED_CONFIRMATION_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [copied])

  // FHIR JSON never goes on the clipboard (its own download does it): each ticked format has its
  // own clipboard type, and the toast names what landed.
  const copyNow = () => {
    copyReport(outgoing, formats).then(
      (landed) => {
        toasts.success('Report Copied', `Report copied in ${copyFormatNames(landed)} format(s).`)
        setCopied(true)
      },
      (error: unknown) => {
        if (error instanceof NoFormatSelectedError) {
          toasts.error('No Format Selected', 'Please select at least one copy format.')
        } else {
          toasts.error(
            'Copy Failed',
            'Failed to copy report to clipboard. Please try selecting the text manually and using Ctrl+C.',
          )
        }
      },
    )
  }

  // The server builds the DiagnosticReport.
  const fhirJson = () =>
    exportFhir({ html: outgoing, language, templateId: template?.id, modality: template?.modality }).unwrap()

  // A field left unfilled is named before the report leaves, never copied silently.
  const copy = () => {
    if (unfilled > 0) {
      setUnfilledWarning(true)
      return
    }
    copyNow()
  }

  const copyAnyway = () => {
    setUnfilledWarning(false)
    copyNow()
  }

  const dismissUnfilledWarning = useCallback(() => {
    setUnfilledWarning(false)
  }, [])

  const downloadFhir = () => {
    fhirJson().then(
      (json) => {
        downloadFile(FHIR_FILE_NAME, json, 'application/fhir+json')
      },
      (error: unknown) => {
        toasts.error('Download Failed', errorMessage(error, FHIR_EXPORT_FAILED))
      },
    )
  }

  return {
    formats,
    setFormats,
    copied,
    feedbackDue,
    feedbackAsked,
    copy,
    unfilled,
    unchosenPicks,
    unfilledWarning,
    copyAnyway,
    dismissUnfilledWarning,
    downloadFhir,
    exporting,
  }
}
