// Templates as other features see them: the workspace's pickers and the chosen template.
export { MobileTemplatePanel } from './MobileTemplatePanel'
export { TemplatePicker } from './TemplatePicker'
export { selectSelectedTemplate, templateSelected, templateSelectionCleared } from './selectionSlice'
