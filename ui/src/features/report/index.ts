// The report being written, as the store holds it: the chosen template, the pasted transcript and
// its language, and the report with its contradictions, prompt notice, clinical guidance and the
// patient data found in its transcript. State only, so the store can load it before any page; the
// pickers, the transcript panels and the editor show and change it.
export {
  contradictionsDetected,
  criticalFindingInserted,
  fieldStepRequested,
  guidanceFound,
  newReportStarted,
  patientDataFound,
  promptNoticeDismissed,
  recommendationInserted,
  reportCleared,
  reportEdited,
  reportNormalised,
  reportSlice,
  reportRestored,
  reportWritten,
  selectContradictions,
  selectCriticalFindings,
  selectFieldStep,
  selectPatientData,
  selectPromptNotice,
  selectRecommendations,
  selectReportHtml,
  selectReportEdited,
  selectReportOrigin,
  selectTemplateHtml,
  selectWrittenCount,
  selectWrittenHtml,
  type Contradiction,
  type CriticalFinding,
  type PatientDataFound,
  type PhiWarning,
  type PromptNotice,
  type Recommendation,
  type RecommendationBranch,
  type ReportGuidance,
  type ReportOrigin,
  type TranscriptSource,
} from './reportSlice'
export {
  externalTranscriptSlice,
  languageChosen,
  selectChosenLanguage,
  selectTranscript,
  transcriptTyped,
} from './externalTranscriptSlice'
export {
  selectSelectedTemplate,
  templateSelected,
  templateSelectionCleared,
  templateSelectionSlice,
  type SelectedTemplate,
} from './templateSelectionSlice'
export { useConfirmReplace, type Replacement } from './useConfirmReplace'
export { useReportLanguage } from './useReportLanguage'
