import { useAppDispatch } from '../../app/store'
import {
  contradictionsDetected,
  guidanceFound,
  patientDataFound,
  reportWritten,
  type Contradiction,
  type TranscriptSource,
} from '../report'
import { contradictionsFrom } from './contradictions'
import { guidanceFrom, patientDataFrom } from './guidance'
import { noticeOf } from './writtenReport'
import type { WriterFindings } from './types'

/**
 * Puts a writer's report in the editor with its prompt notice, contradictions and guidance, and
 * the patient data found in the transcript from source; returns the contradictions.
 */
export function useShowReport(source: TranscriptSource): (html: string, response: WriterFindings) => Contradiction[] {
  const dispatch = useAppDispatch()
  return (html, response) => {
    const contradictions = contradictionsFrom(response.detectedContradictions)
    dispatch(reportWritten({ html, ...noticeOf(response) }))
    dispatch(contradictionsDetected(contradictions))
    dispatch(guidanceFound(guidanceFrom(response)))
    dispatch(patientDataFound(patientDataFrom(response, source)))
    return contradictions
  }
}
