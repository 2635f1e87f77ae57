import type { Schema } from '../../api/schemas'
import type { ReportCounts } from '../../lib/reportCounts'

export interface NewVocabularyEntry {
  originalWord: string
  correctedWord: string
  language: string
}

export interface VocabularyEntry extends NewVocabularyEntry {
  id: string
  frequency: number
}

// How written impressions look (PUT /api/impression-preferences).
export type ImpressionPreferences = Schema<'ImpressionPreferences'>

// The body of PUT /api/profile/prompts.
export interface CustomPrompts {
  customCorrectionPrompt: string | null
  customReportGenerationPrompt: string | null
  customTemplatePopulationPrompt: string | null
  customReportFromScratchPrompt: string | null
  useCustomCorrectionPrompt: boolean
  useCustomReportGenerationPrompt: boolean
  useCustomTemplatePopulationPrompt: boolean
  useCustomReportFromScratchPrompt: boolean
  /** Writes the impression from the findings ("Write impression" in the editor). */
  customImpressionPrompt: string | null
  useCustomImpressionPrompt: boolean
}

// The prompts whose earlier versions a user can keep (spec 001 section 3).
export type PromptType = Schema<'PromptType'>

export type NewSavedPrompt = Schema<'SavedPromptRequest'>

export type SavedPrompt = Schema<'SavedPrompt'>

export interface UserStats {
  totalRecordings: number
  // Seconds.
  avgTimePerReport: number
  languageUsage: Record<string, number>
  // Reports produced from any input (format, fill, generate); absent from an older server.
  reports?: ReportCounts
}
