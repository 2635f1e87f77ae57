// What the report column shares with the workspace: the report language and stored choices.
export { useReportLanguage } from './useReportLanguage'
export { useStoredState } from './useStoredState'
