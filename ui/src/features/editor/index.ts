// The report editor as other features see it: the report column and the report's state.
export { ReportPanel } from './ReportPanel'
export {
  contradictionsDetected,
  newReportStarted,
  reportCleared,
  reportWritten,
  selectReportHtml,
  selectTemplateHtml,
  type Contradiction,
  type PromptNotice,
} from './reportSlice'
