export interface Macro {
  id: string
  name: string
  language: string
  /** Plain text; [...] spans are fields to fill. */
  text: string
  /** One of the admins' shared macros, which the user cannot change. */
  shared: boolean
  fields: number
  createdAt: string
  updatedAt: string
}

export interface MacroInput {
  name: string
  language: string
  text: string
}

export interface MacroImportResult {
  added: number
  replaced: number
}
