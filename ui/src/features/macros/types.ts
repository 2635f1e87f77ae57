import type { Schema } from '../../api/schemas'

export type Macro = Schema<'Macro'>

export interface MacroInput {
  name: string
  language: string
  text: string
}

export type MacroImportResult = Schema<'MacroImport'>
