import { AudioOutlined, BorderOutlined, CaretRightOutlined, PauseOutlined } from '@ant-design/icons'
import { Button, Spin, Typography } from 'antd'
import { useAppDispatch } from '../../app/hooks'
import { LanguageField } from '../../components/LanguageField'
import { languageChosen, useReportLanguage } from '../report'
import { AutoWorkflowPreferences } from './AutoWorkflowPreferences'
import { DictationMicrophone } from './DictationMicrophone'
import { formatElapsed } from './dictationPhase'
import type { DictationAction } from './shortcuts'
import { useDictation } from './useDictation'
import { useDictationShortcuts, useShortcutKeys } from './useDictationShortcuts'
import styles from './VoicePanel.module.css'

// The voice panel of a server that can transcribe (spec 000 "Voice panel"). Keys and microphone
// buttons work while another tab is showing, and bring this one back into view.
export function VoiceRecorder({ onRemoteControl }: { onRemoteControl: () => void }) {
  const dispatch = useAppDispatch()
  const language = useReportLanguage()
  const dictation = useDictation()
  const [shortcuts] = useDictationShortcuts()
  const idle = dictation.recorderState === 'idle'
  const paused = dictation.recorderState === 'paused'

  const run = (action: DictationAction) => {
    if (action === 'record') void dictation.toggleRecording()
    else if (action === 'pause') dictation.togglePause()
    else void dictation.stop()
  }
  const runRemotely = (action: DictationAction) => {
    onRemoteControl()
    run(action)
  }
  useShortcutKeys(runRemotely)

  return (
    <div className={styles.panel}>
      <LanguageField id="voice-language" value={language} onChange={(code) => dispatch(languageChosen(code))} />
      <div className={styles.recorder}>
        <span className={styles.timer} role="timer" aria-label="Recording time">
          {formatElapsed(dictation.elapsedSeconds)}
        </span>
        <Button
          type="primary"
          shape="circle"
          danger={!idle}
          className={styles.recordButton}
          icon={idle ? <AudioOutlined /> : <BorderOutlined />}
          aria-label={idle ? 'Start recording' : 'Stop recording'}
          title={`${idle ? 'Start recording' : 'Stop recording'} (${shortcuts.record})`}
          disabled={idle && dictation.transcribing}
          onClick={() => {
            run('record')
          }}
        />
        <div className={styles.controls}>
          <Button
            icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            title={shortcuts.pause}
            disabled={idle}
            onClick={() => {
              run('pause')
            }}
          >
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            icon={<BorderOutlined aria-hidden />}
            title={shortcuts.stop}
            disabled={idle}
            onClick={() => {
              run('stop')
            }}
          >
            Stop
          </Button>
        </div>
      </div>
      <div className={styles.status}>
        <Typography.Text role="status" className={styles.statusText}>
          {dictation.statusText}
        </Typography.Text>
        {dictation.transcribing && (
          <span className={styles.transcribing}>
            <Spin size="small" />
            Transcribing audio...
          </span>
        )}
        {dictation.partialText !== '' && (
          <p className={styles.partialText} aria-label="Text recognised so far">
            {dictation.partialText}
          </p>
        )}
        {(dictation.liveText.finals.length > 0 || dictation.liveText.interim !== '') && (
          <p className={styles.partialText} aria-label="Dictated so far" aria-live="polite">
            {dictation.liveText.finals.join(' ')}{' '}
            <span className={styles.interimText} aria-label="Still being recognised">
              {dictation.liveText.interim}
            </span>
          </p>
        )}
      </div>
      <Typography.Text type="secondary">
        {`Keys: ${shortcuts.record} record or stop, ${shortcuts.pause} pause or resume, ${shortcuts.stop} stop (change them in your profile).`}
      </Typography.Text>
      <DictationMicrophone onAction={runRemotely} />
      <AutoWorkflowPreferences />
    </div>
  )
}
