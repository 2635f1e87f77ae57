import type { AppDispatch } from '../../app/store'
import type { Contradiction, ReportGuidance } from '../report'
import { contradictionsFrom } from './contradictions'
import { guidanceFrom } from './guidance'
import { writersApi } from './api'
import type { ImpressionRequest } from './types'
import { noticeOf, UNEXPECTED_RESPONSE } from './writtenReport'

/** A written impression as the editor uses it: its lines and what the checks found in the report with it. */
export interface WrittenImpression {
  lines: string[]
  contradictions: Contradiction[]
  guidance: ReportGuidance
  promptUsed: string
  fallbackReason: string | null
}

/**
 * Asks the server for the impression of the report's findings as they stand. Rejects with the
 * request's error, or an Error for an answer without lines.
 */
export async function writeImpression(dispatch: AppDispatch, request: ImpressionRequest): Promise<WrittenImpression> {
  const pending = dispatch(writersApi.endpoints.writeImpression.initiate(request))
  try {
    const response = await pending.unwrap()
    const lines = (response.impression?.lines ?? []).filter((line) => typeof line === 'string' && line.trim() !== '')
    if (lines.length === 0) throw new Error(UNEXPECTED_RESPONSE)
    return {
      lines,
      contradictions: contradictionsFrom(response.detectedContradictions),
      guidance: guidanceFrom(response),
      ...noticeOf(response),
    }
  } finally {
    pending.reset()
  }
}
