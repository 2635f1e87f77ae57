import type { Schema } from '../../api/schemas'

export const MODALITIES = ['CT', 'MRI', 'MX', 'IR', 'US', 'other'] as const satisfies readonly Modality[]
export type Modality = Schema<'Modality'>

// The languages a template may be written in (spec: the template schema's list).
export const TEMPLATE_LANGUAGES = ['en', 'de', 'es', 'pt', 'it', 'fr', 'pl', 'lt', 'ro'] as const
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number]

// The languages the picker can filter by (spec: a shorter list than the schema's).
export const FILTER_LANGUAGES = ['en', 'de', 'es', 'pt', 'it', 'fr'] as const

export const ALL = 'all'

// A default template, managed by admins and offered to everyone.
export interface MasterTemplate {
  id: string
  name: string
  type: string
  modality: Modality
  templateHtml: string
  language: TemplateLanguage
  // The study's LOINC code an admin set for the FHIR export; empty when none.
  loincCode?: string
  loincDisplay?: string
}

// A template a user wrote for themself.
export interface UserTemplate {
  id: string
  name: string
  modality: Modality
  templateHtml: string
  language: TemplateLanguage
  createdAt: string
  userId: string
}

export interface UserTemplateDraft {
  name: string
  modality: Modality
  templateHtml: string
  language: TemplateLanguage
}

export interface MasterTemplateDraft extends UserTemplateDraft {
  type: string
  loincCode?: string
  loincDisplay?: string
}

// An IHE MRRT file as text, and the template made of it with what was not imported.
export type MrrtImportRequest = Schema<'MRRTImportRequest'>

export interface MrrtImported<T> {
  template: T
  warnings: string[]
}

// The picker's filters as the server stores them; 'all' means "no filter".
export type TemplateFilters = Schema<'TemplateFilters'>
