import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { selectSelectedTemplate, useReportLanguage, type SelectedTemplate } from '../report'
import { useCreateRecordingMutation, useGetSpeechStatusQuery } from './api'
import { isTranscriptionPending, PAUSED_TEXT, PHASE_TEXT, RECORDING_TEXT, type DictationPhase } from './dictationPhase'
import { recordingCreated, recordingFailed, recordingTranscribed, selectReportNumber, selectSessionId } from './dictationSlice'
import { TranscriptionError, transcribe } from './transcribe'
import type { NewRecording } from './types'
import { useRecorder, type Recorded } from './useRecorder'

const TRANSCRIPTION_FAILED = 'Failed to transcribe audio. Please try again.'

// A recording stores which table its template comes from (see SelectedTemplate).
function templateIds(template: SelectedTemplate | null): Pick<NewRecording, 'templateId' | 'userTemplateId'> {
  if (template === null) return {}
  return template.source === 'default' ? { templateId: template.id } : { userTemplateId: template.id }
}

function reasonOf(error: unknown): string {
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message : String(error)
  return reason.replace(/\.+$/, '')
}

// The server's own words say what went wrong (too large, not configured); without them, the spec's.
function transcriptionFailure(error: unknown): string {
  if (error instanceof TranscriptionError) return error.serverMessage ?? TRANSCRIPTION_FAILED
  return errorMessage(error, TRANSCRIPTION_FAILED)
}

/**
 * Recording and transcribing (spec 000 section 4, "Recording"): on stop the recording row is
 * created, then its audio is transcribed and the session list gets its text.
 */
export function useDictation() {
  const dispatch = useAppDispatch()
  const toasts = useToasts()
  const language = useReportLanguage()
  const template = useAppSelector(selectSelectedTemplate)
  const sessionId = useAppSelector(selectSessionId)
  const reportNumber = useAppSelector(selectReportNumber)
  const { data: speech } = useGetSpeechStatusQuery()
  const [createRecording] = useCreateRecordingMutation()
  const recorder = useRecorder()
  const [phase, setPhase] = useState<DictationPhase>('ready')
  const [partialText, setPartialText] = useState('')
  const pending = isTranscriptionPending(phase)

  const transcribeRecorded = async ({ audio, startTime, endTime, durationSeconds }: Recorded) => {
    let recordingId: string | null = null
    try {
      const created = await createRecording({
        language,
        status: 'transcribing',
        ...(sessionId === null ? {} : { sessionId }),
        startTime: startTime.toISOString(),
        endTime: endTime.toISOString(),
        duration: durationSeconds,
        ...templateIds(template),
      }).unwrap()
      // New Report was pressed meanwhile: this recording belongs to the report that was left.
      if (!dispatch(recordingCreated(created, reportNumber))) {
        setPhase('ready')
        return
      }
      recordingId = created.id
      setPhase('transcribing')
      const result = await transcribe({
        audio,
        language,
        recordingId: created.id,
        stream: speech?.streaming ?? false,
        onPartialText: setPartialText,
      })
      dispatch(recordingTranscribed({ ...result, recordingId: created.id }))
      setPhase('completed')
      toasts.success('Transcription Complete', 'The corrected transcript is in the session recordings.')
    } catch (error) {
      if (recordingId !== null) dispatch(recordingFailed(recordingId))
      setPhase('transcriptionFailed')
      if (isUnauthorized(error) || (error instanceof TranscriptionError && error.status === 401)) toasts.signedOut()
      else toasts.error('Transcription Failed', transcriptionFailure(error))
    } finally {
      setPartialText('')
    }
  }

  const record = async () => {
    if (pending || recorder.state !== 'idle') return
    try {
      await recorder.start()
      setPhase('ready')
    } catch (error) {
      setPhase('recordingFailed')
      toasts.error('Recording Error', `Could not start recording: ${reasonOf(error)}. Please check microphone permissions.`)
    }
  }

  const stop = async () => {
    const recorded = await recorder.stop()
    if (recorded === null) return
    setPhase('finished')
    await transcribeRecorded(recorded)
  }

  /** The large button: records when idle, else stops. */
  const toggleRecording = async () => {
    if (recorder.state === 'idle') await record()
    else await stop()
  }

  const togglePause = () => {
    if (recorder.state === 'recording') recorder.pause()
    else if (recorder.state === 'paused') recorder.resume()
  }

  let statusText = PHASE_TEXT[phase]
  if (recorder.state === 'recording') statusText = RECORDING_TEXT
  else if (recorder.state === 'paused') statusText = PAUSED_TEXT

  return {
    recorderState: recorder.state,
    elapsedSeconds: recorder.elapsedSeconds,
    statusText,
    /** A stopped recording is still being saved or transcribed. */
    transcribing: pending,
    /** The text recognised so far, while a streamed transcription arrives. */
    partialText,
    toggleRecording,
    togglePause,
    stop,
  }
}
