import type { Contradiction } from '../report'
import type { DetectedContradiction } from './types'

/** Each detected contradiction as id, text and not yet resolved (spec 000 section 3). */
export function contradictionsFrom(detected: readonly DetectedContradiction[] | null | undefined): Contradiction[] {
  return (detected ?? []).map((item, index) =>
    typeof item === 'string'
      ? { id: `contradiction-${String(index + 1)}`, text: item, resolved: false }
      : { id: item.id, text: item.text, resolved: false },
  )
}
