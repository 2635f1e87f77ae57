import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useNotices } from '../../components/notices'
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
  const showNotice = useNotices()
  const followed = useRef(written)
  // A toast never shown needs no closing (nor the notices' chunk fetched to close it).
  const toastShown = useRef(false)

  const closeToast = useCallback(() => {
    if (!toastShown.current) return
    toastShown.current = false
    showNotice(({ notification }) => {
      notification.destroy(CRITICAL_TOAST)
    })
  }, [showNotice])

  useEffect(() => {
    if (written === followed.current) return
    followed.current = written
    if (findings.length > 0) {
      toastShown.current = true
      showNotice(({ notification }) => {
        notification.open({
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
      })
      // On a phone below the toast; beside the editor only as far as needed. The toast sits top
      // left, over the templates rather than the editor.
      critical.current?.scrollIntoView({ block: phone() ? 'center' : 'nearest' })
    } else {
      closeToast()
      if (phone()) panel.current?.scrollIntoView({ block: 'start' })
    }
  }, [written, findings, showNotice, closeToast, panel, critical])

  useEffect(() => {
    if (findings.length === 0) closeToast()
  }, [findings, closeToast])
}

function phone(): boolean {
  return window.matchMedia(PHONE_LAYOUT).matches
}

// "Critical finding: pneumothorax (...)" is titled "Critical finding", in the finding's language.
function titleOf(text: string): string {
  const colon = text.indexOf(':')
  return colon > 0 ? text.slice(0, colon) : text
}
