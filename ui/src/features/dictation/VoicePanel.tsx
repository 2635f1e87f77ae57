import { Spin } from 'antd'
import { useGetSpeechStatusQuery } from './api'
import { SpeechNotConfigured } from './SpeechNotConfigured'
import { VoiceRecorder } from './VoiceRecorder'

interface VoicePanelProps {
  onOpenExternalTranscript: () => void
  /** A shortcut key or microphone button was used: the panel should be in view. */
  onRemoteControl: () => void
}

/** The Voice Recording tab: the recorder, or why there is none on this server. */
export function VoicePanel({ onOpenExternalTranscript, onRemoteControl }: VoicePanelProps) {
  const { data: speech, isLoading } = useGetSpeechStatusQuery()
  if (isLoading) return <Spin aria-label="Checking speech recognition" />
  // A server that cannot say (an older one, an error) is treated as one without speech.
  if (speech?.configured !== true) return <SpeechNotConfigured onOpenExternalTranscript={onOpenExternalTranscript} />
  return <VoiceRecorder onRemoteControl={onRemoteControl} />
}

