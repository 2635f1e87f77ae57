import { Alert, Button } from 'antd'
import { useGetCurrentUserQuery } from '../auth'
import styles from './VoicePanel.module.css'

// Without a speech provider every recording could only fail, so the panel offers none and says
// what the radiologist can do now; only admins are told how the server gets one.
export function SpeechNotConfigured({ onOpenExternalTranscript }: { onOpenExternalTranscript: () => void }) {
  const isAdmin = useGetCurrentUserQuery().data?.role === 'admin'
  return (
    <Alert
      type="info"
      showIcon
      title="Speech recognition is not configured on this server."
      description={
        <div className={styles.notConfigured}>
          <p>
            You can still work now: dictate in your usual system and paste the transcript in the External Transcript
            tab.
          </p>
          {isAdmin ? (
            <p>
              To turn voice dictation on, set <code>speech.provider</code> to <code>openai</code> or{' '}
              <code>google</code> (see docs/configuration.md).
            </p>
          ) : (
            <p>To dictate here by voice, ask your administrator to set up speech recognition.</p>
          )}
          <Button onClick={onOpenExternalTranscript}>Open External Transcript</Button>
        </div>
      }
    />
  )
}
