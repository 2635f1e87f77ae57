// The server's report writers as the transcript panels use them: filling a template, writing a
// report from scratch, the checks asked for, putting an answer with its findings into the editor,
// and the warning about patient data found in a transcript.
export { useFillTemplateMutation, useGenerateReportMutation } from './api'
export { storedClinicalGuidance, useClinicalGuidanceChoice } from './clinicalGuidanceChoice'
export { PatientDataWarning } from './PatientDataWarning'
export type { ReportResponse, WriterChecks, WriterFindings } from './types'
export { useShowReport } from './useShowReport'
export { UNEXPECTED_RESPONSE, contradictionsNote, languageNote, populatedHtmlOf } from './writtenReport'
