import { useCallback, useEffect, useState } from 'react'
import { useAppSelector } from '../../app/store'
import { useToasts } from '../../components/toasts'
import { copyFormatNames, copyReport, NoFormatSelectedError, type CopyFormats } from '../../lib/clipboard'
import { useStoredState } from '../../lib/useStoredState'
import { selectReportHtml } from '../report'

const COPIED_CONFIRMATION_MS = 1000
const COPY_FORMATS_KEY = 'radscribe.copyFormats'
const DEFAULT_COPY_FORMATS: CopyFormats = { html: true, rtf: false, text: true }

export interface ReportCopy {
  formats: CopyFormats
  setFormats: (formats: CopyFormats) => void
  /** 'Copied!' is showing. */
  copied: boolean
  /** The confirmation is over: time to ask how the report was. */
  feedbackDue: boolean
  feedbackAsked: () => void
  /** Call it straight from the click or key press: browsers only allow copying during one. */
  copy: () => void
}

export function useReportCopy(): ReportCopy {
  const html = useAppSelector(selectReportHtml)
  const [formats, setFormats] = useStoredState(COPY_FORMATS_KEY, DEFAULT_COPY_FORMATS)
  const [copied, setCopied] = useState(false)
  const [feedbackDue, setFeedbackDue] = useState(false)
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

  const copy = () => {
    copyReport(html, formats).then(
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

  return {
    formats,
    setFormats,
    copied,
    feedbackDue,
    feedbackAsked,
    copy,
  }
}
