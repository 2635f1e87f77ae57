/** What the empty report editor, and its stand-in while Quill loads, say. */
export const REPORT_PLACEHOLDER = 'Your report appears here. Choose a template, or format, fill or generate from a transcript.'
