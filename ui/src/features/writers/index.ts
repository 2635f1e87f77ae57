// The server's report writers as the transcript panels use them: filling a template, writing a
// report from scratch, the checks asked for, putting an answer with its findings into the editor,
// the warning about patient data found in a transcript, what prompts do with the engine the
// server has, and the impression written anew from the editor's findings.
export { useFillTemplateMutation, useGenerateReportMutation } from './api'
export { storedClinicalGuidance, useClinicalGuidanceChoice } from './clinicalGuidanceChoice'
export { PatientDataWarning } from './PatientDataWarning'
export { BUILTIN_ENGINE_REASON, PromptsNotFollowedNotice } from './PromptsNotFollowedNotice'
export type { ImpressionRequest, ReportResponse, WriterChecks, WriterFindings } from './types'
export { useShowReport } from './useShowReport'
export { UNEXPECTED_RESPONSE, contradictionsNote, languageNote, populatedHtmlOf } from './writtenReport'
export { writeImpression, type WrittenImpression } from './writeImpression'
