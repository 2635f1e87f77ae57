import { useAppDispatch } from '../../app/hooks'
import {
  contradictionsDetected,
  guidanceFound,
  patientDataFound,
  reportWritten,
  type Contradiction,
  type ReportOrigin,
} from '../report'
import { contradictionsFrom } from './contradictions'
import { guidanceFrom, patientDataFrom } from './guidance'
import { noticeOf } from './writtenReport'
import type { WriterFindings } from './types'

/**
 * Puts a writer's report in the editor with where its transcript came from, its prompt notice,
 * contradictions and guidance, and the patient data found in that transcript; returns the
 * contradictions.
 */
export function useShowReport(): (html: string, response: WriterFindings, origin: ReportOrigin) => Contradiction[] {
  const dispatch = useAppDispatch()
  return (html, response, origin) => {
    const contradictions = contradictionsFrom(response.detectedContradictions)
    dispatch(reportWritten({ html, origin, ...noticeOf(response) }))
    dispatch(contradictionsDetected(contradictions))
    dispatch(guidanceFound(guidanceFrom(response)))
    dispatch(patientDataFound(patientDataFrom(response, origin.source)))
    return contradictions
  }
}
