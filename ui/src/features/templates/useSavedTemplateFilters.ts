import { useEffect, useRef, useState } from 'react'
import { useSaveTemplateFiltersMutation } from './api'
import type { TemplateFilters } from './types'

// Saving waits for a pause in typing, so a search term is not sent once per keystroke.
export const SEARCH_SAVE_DELAY_MS = 300

function reportSaveFailure(error: unknown) {
  // Spec: a failed save is only logged; the filters keep working in the page.
  if (import.meta.env.DEV) console.info('Saving the template filters failed', error)
}

// The picker's filters, starting from the saved ones and saved again after every change.
export function useSavedTemplateFilters(initial: TemplateFilters) {
  const [filters, setFilters] = useState(initial)
  const savedRef = useRef(initial)
  const [saveFilters] = useSaveTemplateFiltersMutation()

  useEffect(() => {
    const saved = savedRef.current
    const unchanged =
      filters.searchTerm === saved.searchTerm &&
      filters.modalityFilter === saved.modalityFilter &&
      filters.languageFilter === saved.languageFilter
    if (unchanged) return
    const delay = filters.searchTerm === saved.searchTerm ? 0 : SEARCH_SAVE_DELAY_MS
    const timer = setTimeout(() => {
      savedRef.current = filters
      saveFilters(filters).unwrap().catch(reportSaveFailure)
    }, delay)
    return () => {
      clearTimeout(timer)
    }
  }, [filters, saveFilters])

  const update = (change: Partial<TemplateFilters>) => {
    setFilters((current) => ({ ...current, ...change }))
  }
  return {
    filters,
    setSearchTerm: (searchTerm: string) => {
      update({ searchTerm })
    },
    setModalityFilter: (modalityFilter: string) => {
      update({ modalityFilter })
    },
    setLanguageFilter: (languageFilter: string) => {
      update({ languageFilter })
    },
  }
}
