import type { FeedbackFilters } from './types'

export const noFeedbackFilters: FeedbackFilters = {
  feedbackType: '',
  language: '',
  inputMethod: '',
  dateFrom: '',
  dateTo: '',
}

// The languages the feedback filter offers (spec 001 section 9).
export const FEEDBACK_FILTER_LANGUAGES = ['en', 'de', 'es', 'pt', 'it', 'fr'] as const

// The filters as a query string, empty values left out (spec 001 section 5); '' without any.
export function feedbackQueryString(filters: FeedbackFilters): string {
  const params = new URLSearchParams()
  for (const [name, value] of filterEntries(filters)) {
    const trimmed = value.trim()
    if (trimmed !== '') params.set(name, trimmed)
  }
  return params.toString()
}

function filterEntries(filters: FeedbackFilters): [keyof FeedbackFilters, string][] {
  return Object.entries(filters) as [keyof FeedbackFilters, string][]
}

export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`
}

export function activeFilterCount(filters: FeedbackFilters): number {
  return filterEntries(filters).filter(([, value]) => value.trim() !== '').length
}

export const FEEDBACK_EXPORT_PATH = '/api/admin/feedback/export'

// Where Export CSV goes: the server's CSV of the feedback the filters select.
export function feedbackExportUrl(filters: FeedbackFilters): string {
  return withQuery(FEEDBACK_EXPORT_PATH, feedbackQueryString(filters))
}
