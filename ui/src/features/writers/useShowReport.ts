import { useAppDispatch } from '../../app/store'
import { contradictionsDetected, reportWritten, type Contradiction } from '../report'
import { contradictionsFrom } from './contradictions'
import { noticeOf } from './writtenReport'
import type { WriterFindings } from './types'

/** Puts a writer's report, prompt notice and contradictions in the editor; returns the contradictions. */
export function useShowReport(): (html: string, response: WriterFindings) => Contradiction[] {
  const dispatch = useAppDispatch()
  return (html, response) => {
    const contradictions = contradictionsFrom(response.detectedContradictions)
    dispatch(reportWritten({ html, ...noticeOf(response) }))
    dispatch(contradictionsDetected(contradictions))
    return contradictions
  }
}
