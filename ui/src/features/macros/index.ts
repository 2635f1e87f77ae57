// Macros (AutoText) as other features see them: the profile tab (also the admins' shared-macro
// tab, with `shared`), the list, and the helpers the report editor expands and moves through
// fields with.
export { MacrosTab } from './MacrosTab'
export { useGetMacrosQuery } from './api'
export { adjacentField, adjacentSpan, findFields, macroBeforeCursor, unfilledFieldsMessage, type FieldSpan } from './fields'
export type { Macro } from './types'
