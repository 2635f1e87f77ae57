import { describe, expect, it } from 'vitest'
import type { User } from '../auth'
import { filtersOf, isFiltering, matchesFilters, NO_FILTERS } from './filters'

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  role: 'user',
  preferredLanguage: 'en',
  profileImageUrl: null,
  subscriptionStatus: 'trialing',
  trialEndsAt: null,
}

const ctHead = { name: 'CT Head', type: 'Neuro', modality: 'CT', language: 'en' }

describe('filtersOf', () => {
  it('reads the saved filters', () => {
    expect(
      filtersOf({
        ...user,
        templateSearchTerm: 'knee',
        templateModalityFilter: 'MRI',
        templateLanguageFilter: 'de',
      }),
    ).toEqual({ searchTerm: 'knee', modalityFilter: 'MRI', languageFilter: 'de' })
  })

  it.each([null, '', undefined, 'XR'])('treats %s as no filter', (value) => {
    expect(
      filtersOf({
        ...user,
        templateSearchTerm: null,
        templateModalityFilter: value,
        templateLanguageFilter: value,
      }),
    ).toEqual(NO_FILTERS)
  })

  it('has no filters without a user', () => {
    expect(filtersOf(null)).toEqual(NO_FILTERS)
  })
})

describe('isFiltering', () => {
  it('is off with no search term and both filters on all', () => {
    expect(isFiltering(NO_FILTERS)).toBe(false)
    expect(isFiltering({ ...NO_FILTERS, searchTerm: '   ' })).toBe(false)
  })

  it.each([
    { ...NO_FILTERS, searchTerm: 'head' },
    { ...NO_FILTERS, modalityFilter: 'CT' },
    { ...NO_FILTERS, languageFilter: 'fr' },
  ])('is on when any filter is set (%o)', (filters) => {
    expect(isFiltering(filters)).toBe(true)
  })
})

describe('matchesFilters', () => {
  it.each(['head', 'NEURO', 'en', 'ct', '  Head '])(
    'finds a template by name, type, language or modality (%s)',
    (term) => {
      expect(matchesFilters(ctHead, { ...NO_FILTERS, searchTerm: term })).toBe(true)
    },
  )

  it('leaves out templates the search term does not describe', () => {
    expect(matchesFilters(ctHead, { ...NO_FILTERS, searchTerm: 'knee' })).toBe(false)
  })

  it('filters by modality and language', () => {
    expect(matchesFilters(ctHead, { ...NO_FILTERS, modalityFilter: 'CT', languageFilter: 'en' })).toBe(true)
    expect(matchesFilters(ctHead, { ...NO_FILTERS, modalityFilter: 'MRI' })).toBe(false)
    expect(matchesFilters(ctHead, { ...NO_FILTERS, languageFilter: 'de' })).toBe(false)
  })

  it('searches own templates, which have no type', () => {
    const own = { name: 'My knee', modality: 'MRI', language: 'de' }
    expect(matchesFilters(own, { ...NO_FILTERS, searchTerm: 'knee' })).toBe(true)
    expect(matchesFilters(own, { ...NO_FILTERS, searchTerm: 'neuro' })).toBe(false)
  })
})
