// The server's report writers as the transcript panels use them: filling a template, writing a
// report from scratch, and putting an answer with its contradictions into the editor.
export { useFillTemplateMutation, useGenerateReportMutation } from './api'
export type { ReportResponse, WriterFindings } from './types'
export { useShowReport } from './useShowReport'
export { UNEXPECTED_RESPONSE, contradictionsNote, populatedHtmlOf } from './writtenReport'
