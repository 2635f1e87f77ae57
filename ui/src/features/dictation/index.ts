// Voice dictation as other features see it: the Voice Recording tab and the session's recordings
// for the workspace, the one New Report for both of its buttons, the shortcut keys card for the
// profile, and the session's state for the store.
export { dictationSlice } from './dictationSlice'
export { DictationShortcutsCard } from './DictationShortcutsCard'
export { SessionRecordings } from './SessionRecordings'
export { useDictationShortcuts } from './useDictationShortcuts'
export { useKeptSession } from './useKeptSession'
export { useNewReport } from './useNewReport'
export { useSpeechConfigured } from './useSpeechConfigured'
export { VoiceCommandsCard } from './VoiceCommandsCard'
export { VoicePanel } from './VoicePanel'
