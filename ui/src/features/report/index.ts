// The report being written, as the store holds it: the chosen template, the pasted transcript and
// its language, and the report with its contradictions and prompt notice. State only, so the store
// can load it before any page; the pickers, the transcript panel and the editor show and change it.
export {
  contradictionsDetected,
  newReportStarted,
  promptNoticeDismissed,
  reportCleared,
  reportEdited,
  reportNormalised,
  reportSlice,
  reportWritten,
  selectContradictions,
  selectPromptNotice,
  selectReportHtml,
  selectTemplateHtml,
  type Contradiction,
  type PromptNotice,
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
export { useReportLanguage } from './useReportLanguage'
