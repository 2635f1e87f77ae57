// Rules of the workspace (spec 000 sections 4 and 7), kept apart from the components.

export type AutoAction = 'format' | 'fill' | 'generate'

export interface AutoActionState {
  transcript: string
  busy: boolean
  autoFormat: boolean
  autoFill: boolean
  autoGenerate: boolean
  templateSelected: boolean
}

/** The one action to run once typing in the external transcript pauses, by the spec's priority. */
export function autoActionFor(state: AutoActionState): AutoAction | null {
  if (state.transcript.trim() === '' || state.busy) return null
  if (state.autoFormat) return 'format'
  if (state.autoFill && state.templateSelected) return 'fill'
  if (state.autoGenerate) return 'generate'
  return null
}

export interface EditorState {
  editorHtml: string
  /** The editor's HTML right after the template was loaded (Quill rewrites markup), or null. */
  templateHtml: string | null
}

function normalisedMarkup(html: string): string {
  return html.replace(/>\s+</g, '><').trim()
}

// Quill's empty document is '<p><br></p>'; any markup without text counts as empty.
function isBlankHtml(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent
  return text.trim() === ''
}

/** 'Format Report Only' shows while the editor is empty or holds just the untouched template. */
export function showFormatOnly({ editorHtml, templateHtml }: EditorState): boolean {
  if (isBlankHtml(editorHtml)) return true
  return templateHtml !== null && normalisedMarkup(editorHtml) === normalisedMarkup(templateHtml)
}

/** 'Fill Template' shows only with a template chosen. */
export function showFillTemplate(templateSelected: boolean): boolean {
  return templateSelected
}

export interface SessionTranscript {
  transcript?: string | null
  correctedText?: string | null
}

/** The text sent to fill or generate: each recording's corrected text, else its raw transcript. */
export function joinSessionTranscripts(recordings: readonly SessionTranscript[]): string {
  return recordings
    .map(({ transcript, correctedText }) => (correctedText?.trim() || transcript?.trim()) ?? '')
    .filter((text) => text !== '')
    .join(' ')
}

/** The flags after one is switched: switching one on switches every other off. */
export function exclusiveToggle<Flag extends string>(
  flags: Readonly<Record<Flag, boolean>>,
  changed: Flag,
  value: boolean,
): Record<Flag, boolean> {
  const next: Record<Flag, boolean> = { ...flags }
  if (value) for (const flag of Object.keys(next) as Flag[]) next[flag] = false
  next[changed] = value
  return next
}
