import { describe, expect, it } from 'vitest'
import { activeFilterCount, feedbackExportUrl, feedbackQueryString, noFeedbackFilters } from './feedbackFilters'
import type { FeedbackFilters } from './types'

describe('feedback filters', () => {
  it.each<[string, Partial<FeedbackFilters>, string]>([
    ['none', {}, ''],
    ['one', { feedbackType: 'negative' }, 'feedbackType=negative'],
    [
      'all',
      { feedbackType: 'positive', language: 'de', inputMethod: 'voice_recording', dateFrom: '2026-05-01', dateTo: '2026-05-31' },
      'feedbackType=positive&language=de&inputMethod=voice_recording&dateFrom=2026-05-01&dateTo=2026-05-31',
    ],
    ['blank ones left out', { language: '  ', dateTo: '2026-05-31' }, 'dateTo=2026-05-31'],
  ])('sends %s', (_name, filters, query) => {
    const all = { ...noFeedbackFilters, ...filters }
    expect(feedbackQueryString(all)).toBe(query)
    expect(activeFilterCount(all)).toBe(query === '' ? 0 : query.split('&').length)
  })

  it('exports what the filters select', () => {
    expect(feedbackExportUrl(noFeedbackFilters)).toBe('/api/admin/feedback/export')
    expect(feedbackExportUrl({ ...noFeedbackFilters, language: 'fr', dateFrom: '2026-05-01' })).toBe(
      '/api/admin/feedback/export?language=fr&dateFrom=2026-05-01',
    )
  })
})
