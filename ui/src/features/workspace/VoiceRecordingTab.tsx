import { Alert } from 'antd'

// Dictation comes with its own issue; until then the tab says plainly what works instead.
export function VoiceRecordingTab() {
  return (
    <Alert
      type="info"
      showIcon
      title="Voice dictation is not enabled on this server yet"
      description="Dictate in your usual system and paste the transcript in the External Transcript tab: formatting, template filling and report generation work there."
    />
  )
}
