// The report editor as other features see it: the report column.
export { ReportPanel } from './ReportPanel'
