import type { User } from '../auth'
import { ALL, FILTER_LANGUAGES, MODALITIES, type TemplateFilters } from './types'

export const NO_FILTERS: TemplateFilters = { searchTerm: '', modalityFilter: ALL, languageFilter: ALL }

function oneOf(value: string | null | undefined, allowed: readonly string[]): string {
  return value && allowed.includes(value) ? value : ALL
}

// The filters saved on the user; missing or unknown values mean "no filter".
export function filtersOf(user: User | null | undefined): TemplateFilters {
  return {
    searchTerm: user?.templateSearchTerm ?? '',
    modalityFilter: oneOf(user?.templateModalityFilter, MODALITIES),
    languageFilter: oneOf(user?.templateLanguageFilter, FILTER_LANGUAGES),
  }
}

export function isFiltering(filters: TemplateFilters): boolean {
  return (
    filters.searchTerm.trim() !== '' || filters.modalityFilter !== ALL || filters.languageFilter !== ALL
  )
}

interface Filterable {
  name: string
  type?: string
  modality: string
  language: string
}

// The search term matches the name, type, language or modality, ignoring case.
export function matchesFilters(template: Filterable, filters: TemplateFilters): boolean {
  if (filters.modalityFilter !== ALL && template.modality !== filters.modalityFilter) return false
  if (filters.languageFilter !== ALL && template.language !== filters.languageFilter) return false
  const term = filters.searchTerm.trim().toLowerCase()
  if (term === '') return true
  return [template.name, template.type ?? '', template.language, template.modality].some((field) =>
    field.toLowerCase().includes(term),
  )
}
