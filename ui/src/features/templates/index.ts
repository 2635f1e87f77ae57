// Templates as other features see them: the workspace's pickers, the profile's and the admin's
// template tabs, and the template types the chosen template is made of.
export { default as MasterTemplatesTab } from './MasterTemplatesTab'
export { MobileTemplatePanel } from './MobileTemplatePanel'
export { default as MyTemplatesTab } from './MyTemplatesTab'
export { TemplatePicker } from './TemplatePicker'
export type { MasterTemplate, Modality, TemplateLanguage, UserTemplate } from './types'
