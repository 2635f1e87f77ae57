import { App } from 'antd'
import { useEffect, useRef, type RefObject } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectCriticalFindings, selectWrittenCount } from '../report'

const CRITICAL_TOAST = 'critical-findings'
// Below antd's lg breakpoint the workspace is one column: the report is out of sight after an action.
const PHONE_LAYOUT = '(max-width: 991.98px)'

interface Targets {
  /** The report column. */
  panel: RefObject<HTMLElement | null>
  /** The critical findings' panel. */
  critical: RefObject<HTMLElement | null>
}

/**
 * After each report a writer puts in the editor: critical findings get a toast that stays until
 * dismissed, in the report's language (the server words the findings: "Critical finding: ...",
 * "Kritischer Befund: ..."), and their panel is scrolled into view; without them, on a phone, the
 * page moves to the report. The toast goes with the findings (a new report). It has a key of its
 * own, so that the workspace's other toasts (one at a time) never push it away.
 */
export function useFollowWrittenReport({ panel, critical }: Targets): void {
  const written = useAppSelector(selectWrittenCount)
  const findings = useAppSelector(selectCriticalFindings)
  const { notification: toasts } = App.useApp()
  const followed = useRef(written)

  useEffect(() => {
    if (written === followed.current) return
    followed.current = written
    if (findings.length > 0) {
      toasts.open({
        key: CRITICAL_TOAST,
        type: 'error',
        duration: 0,
        placement: 'topLeft',
        title: titleOf(findings[0]?.text ?? ''),
        description: (
          <div role="alert">
            {findings.map(({ id, text }) => (
              <p key={id}>{text}</p>
            ))}
          </div>
        ),
      })
      // On a phone below the toast; beside the editor only as far as needed. The toast sits top
      // left, over the templates rather than the editor.
      critical.current?.scrollIntoView({ block: phone() ? 'center' : 'nearest' })
    } else {
      toasts.destroy(CRITICAL_TOAST)
      if (phone()) panel.current?.scrollIntoView({ block: 'start' })
    }
  }, [written, findings, toasts, panel, critical])

  useEffect(() => {
    if (findings.length === 0) toasts.destroy(CRITICAL_TOAST)
  }, [findings, toasts])
}

function phone(): boolean {
  return window.matchMedia(PHONE_LAYOUT).matches
}

// "Critical finding: pneumothorax (...)" is titled "Critical finding", in the finding's language.
function titleOf(text: string): string {
  const colon = text.indexOf(':')
  return colon > 0 ? text.slice(0, colon) : text
}
