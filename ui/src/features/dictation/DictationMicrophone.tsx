import { UsbOutlined } from '@ant-design/icons'
import { Button, Typography } from 'antd'
import type { DictationAction } from './shortcuts'
import { useDictationMicrophone } from './useDictationMicrophone'
import styles from './VoicePanel.module.css'

// Only where the browser has WebHID (Chrome, Edge): a SpeechMike or PowerMic drives the recorder.
export function DictationMicrophone({ onAction }: { onAction: (action: DictationAction) => void }) {
  const microphone = useDictationMicrophone(onAction)
  if (!microphone.available) return null

  return (
    <div className={styles.microphone}>
      <Button
        icon={<UsbOutlined aria-hidden />}
        onClick={() => {
          void microphone.connect()
        }}
      >
        Connect dictation microphone
      </Button>
      <Typography.Text type="secondary">
        {microphone.connectedNames.length > 0
          ? `Connected: ${microphone.connectedNames.join(', ')}`
          : 'Philips SpeechMike or Nuance PowerMic'}
      </Typography.Text>
    </div>
  )
}
