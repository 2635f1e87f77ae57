import { useEffect, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { forgetKeptReports, keepReport, keptReport } from '../../lib/keptReport'
import { useGetCurrentUserQuery } from '../auth'
import { reportRestored, selectReportHtml, selectWrittenHtml } from '../report'

/**
 * Keeps the report in the editor across a reload (lib/keptReport: this tab's sessionStorage,
 * keyed by user): restored once the user is known, if the editor is blank; kept at each change;
 * forgotten when the editor is blank again (New Report).
 */
export function useKeptReport() {
  const userId = useGetCurrentUserQuery().data?.id
  const html = useAppSelector(selectReportHtml)
  const writtenHtml = useAppSelector(selectWrittenHtml)
  const dispatch = useAppDispatch()
  const restoredFor = useRef<string | null>(null)

  useEffect(() => {
    if (userId === undefined) return
    if (restoredFor.current !== userId) {
      restoredFor.current = userId
      forgetKeptReports(userId)
      const kept = keptReport(userId)
      if (kept !== null && html === '') {
        dispatch(reportRestored(kept))
        return
      }
    }
    if (html === '' && writtenHtml === '') forgetKeptReports()
    else keepReport(userId, { html, writtenHtml })
  }, [userId, html, writtenHtml, dispatch])
}
