import { Alert, Button } from 'antd'
import styles from './VoicePanel.module.css'

// Without a speech provider every recording could only fail, so the panel offers none and says
// how the server gets one and where to work meanwhile.
export function SpeechNotConfigured({ onOpenExternalTranscript }: { onOpenExternalTranscript: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      title="Speech recognition is not configured on this server."
      description={
        <div className={styles.notConfigured}>
          <p>
            An operator turns it on by setting <code>speech.provider</code> to <code>openai</code> or <code>google</code>{' '}
            (see docs/configuration.md).
          </p>
          <p>Meanwhile, dictate in your usual system and paste the transcript in the External Transcript tab.</p>
          <Button onClick={onOpenExternalTranscript}>Open External Transcript</Button>
        </div>
      }
    />
  )
}
