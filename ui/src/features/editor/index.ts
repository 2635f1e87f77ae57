// The report editor as other features see it: the report column.
export { ReportPanel } from './ReportPanel'
// The editor's own chunk: the workspace fetches it with its page (and tests before they render).
export { reportEditorModule } from './reportEditorModule'
