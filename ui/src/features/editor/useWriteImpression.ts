import { useEffect, useRef, useState, type RefObject } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useToasts } from '../../components/toasts'
import { selectCriticalFindings, selectRecommendations, selectReportHtml } from '../report'
import { storedClinicalGuidance } from '../writers'
import type { ReportEditorHandle } from './ReportEditor'
import { putWrittenImpression } from './writtenImpression'

/** The shortcut as the button's title shows it. */
export const WRITE_IMPRESSION_KEYS = 'Ctrl+Alt+I'

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>

const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)

/**
 * Ctrl+Alt+I (Ctrl+Option+I on a Mac). The key, not the key's place, counts elsewhere: AltGr is
 * Ctrl+Alt on Windows, and AltGr+I types 'î' on a Romanian keyboard, which must stay a letter.
 * On a Mac, Option turns I into a dead key, so its place counts there. Browsers bind none of
 * these (DevTools is Ctrl+Shift+I, Cmd+Option+I).
 */
export function isWriteImpressionShortcut(event: KeyPress): boolean {
  if (!event.ctrlKey || !event.altKey || event.metaKey || event.shiftKey) return false
  return event.key === 'i' || event.key === 'I' || (onApple() && event.code === 'KeyI')
}

/** Whether a report's HTML holds any text. */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== ''

/**
 * "Write impression": sends the editor's report as it stands and puts the impression the server
 * wrote from its findings in place of the old one, one Undo away, with a toast. Ctrl+Alt+I runs
 * it from anywhere on the page but an open dialog.
 */
export function useWriteImpression(editor: RefObject<ReportEditorHandle | null>, language: string) {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const html = useAppSelector(selectReportHtml)
  const recommendations = useAppSelector(selectRecommendations)
  const criticalFindings = useAppSelector(selectCriticalFindings)
  const [running, setRunning] = useState(false)
  const disabled = running || !hasText(html)
  const latest = useRef({ html, language, guidance: { recommendations, criticalFindings }, disabled, toasts })
  useEffect(() => {
    latest.current = { html, language, guidance: { recommendations, criticalFindings }, disabled, toasts }
  }, [html, language, recommendations, criticalFindings, disabled, toasts])

  const run = useRef(async () => {
    const now = latest.current
    if (now.disabled) return
    latest.current = { ...now, disabled: true }
    setRunning(true)
    try {
      const request = { reportHtml: now.html, language: now.language, enableContradictionDetection: true, enableGuidance: storedClinicalGuidance() }
      const contradictions = await putWrittenImpression(dispatch, editor.current, request, now.guidance)
      if (contradictions === null) return
      const note = contradictions > 0 ? ` ${String(contradictions)} contradiction(s) detected` : ''
      now.toasts.success('Impression Written', `The impression was written from the findings; Ctrl+Z undoes it.${note}`)
    } catch (error) {
      now.toasts.failure(error, 'The impression could not be written. Please try again.')
    } finally {
      setRunning(false)
    }
  })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isWriteImpressionShortcut(event) || event.defaultPrevented) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.ant-modal, [role="dialog"], [role="alertdialog"]')) return
      event.preventDefault()
      void run.current()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
    }
  }, [])

  return {
    running,
    disabled,
    write: () => {
      void run.current()
    },
  }
}
