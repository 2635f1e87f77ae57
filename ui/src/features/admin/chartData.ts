import { languageName } from '../../lib/languages'
import type { TimeRange, UsageBucket } from './types'

export interface LanguageBar {
  language: string
  recordings: number
}

// Recordings per language, most used first, named for people ('German', not 'de').
export function languageBars(distribution: Record<string, number>): LanguageBar[] {
  return Object.entries(distribution)
    .sort(([, a], [, b]) => b - a)
    .map(([code, recordings]) => ({ language: languageName(code), recordings }))
}

export interface TimelineBar {
  label: string
  successful: number
  errors: number
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const weekdayClock = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })

const bucketFormats: Record<TimeRange, Intl.DateTimeFormat> = {
  '1h': clock,
  '24h': clock,
  '7d': weekdayClock,
  '30d': day,
}

// Each bucket's start in the precision its range needs, split into the calls that succeeded and
// those that failed (the bars stack to all calls).
export function timelineBars(timeline: readonly UsageBucket[], timeRange: TimeRange): TimelineBar[] {
  const format = bucketFormats[timeRange]
  return timeline.map(({ start, calls, errors }) => ({
    label: format.format(new Date(start)),
    successful: Math.max(calls - errors, 0),
    errors,
  }))
}
