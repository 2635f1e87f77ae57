import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { fieldStepRequested, selectSelectedTemplate, useReportLanguage, type SelectedTemplate } from '../report'
import { useCreateRecordingMutation, useGetSpeechStatusQuery } from './api'
import { isTranscriptionPending, PAUSED_TEXT, PHASE_TEXT, RECORDING_TEXT, type DictationPhase } from './dictationPhase'
import { recordingCreated, recordingFailed, recordingTranscribed, selectReportNumber, selectSessionId } from './dictationSlice'
import { TranscriptionError, transcribe } from './transcribe'
import type { NewRecording } from './types'
import { useRecorder, type Recorded } from './useRecorder'
import type { LiveCommand, LiveConnection, LiveDictationError, LiveText, PcmCapture } from './live'

// Statuses a live recording's failure leaves no point in uploading the audio for: the recording
// is gone, over its length, or the budget is spent; the upload would be refused the same way.
const FINAL_LIVE_STATUSES = [404, 409, 413, 429]

const NO_LIVE_TEXT: LiveText = { finals: [], interim: '' }

/** A recording dictated live: its row, its connection and its microphone tap, once they are open. */
interface LiveRecording {
  recordingId: string
  connection: LiveConnection | null
  capture: PcmCapture | null
  /** The connection failed: the audio is uploaded on Stop instead. */
  failed: LiveDictationError | null
}

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
  const [liveText, setLiveText] = useState<LiveText>(NO_LIVE_TEXT)
  const live = useRef<LiveRecording | null>(null)
  // A Stop pressed while live dictation is still starting waits for it, so that the recording's
  // row is not made twice.
  const liveStarting = useRef<Promise<void> | null>(null)
  const onLiveCommand = useRef<(command: LiveCommand) => void>(() => undefined)
  const pending = isTranscriptionPending(phase)

  /** The recording's row: made now, or when live dictation started. */
  const recordingFor = async ({ startTime, endTime, durationSeconds }: Recorded, liveId: string | null) => {
    if (liveId !== null) return liveId
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
    return dispatch(recordingCreated(created, reportNumber)) ? created.id : null
  }

  const transcribeRecorded = async (recorded: Recorded, liveId: string | null = null) => {
    let recordingId: string | null = null
    try {
      recordingId = await recordingFor(recorded, liveId)
      if (recordingId === null) {
        setPhase('ready')
        return
      }
      const { audio } = recorded
      setPhase('transcribing')
      const result = await transcribe({
        audio,
        language,
        recordingId,
        stream: speech?.streaming ?? false,
        onPartialText: setPartialText,
      })
      dispatch(recordingTranscribed({ ...result, recordingId }))
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

  /**
   * Live dictation: the recording's row is made at once and the words appear while they are
   * spoken. Whatever fails here leaves the recording to be uploaded on Stop, as without it.
   */
  const startLive = async (microphone: MediaStream) => {
    const created = await createRecording({
      language,
      status: 'recording',
      ...(sessionId === null ? {} : { sessionId }),
      startTime: new Date().toISOString(),
      ...templateIds(template),
    }).unwrap()
    if (!dispatch(recordingCreated(created, reportNumber))) return
    const session: LiveRecording = { recordingId: created.id, connection: null, capture: null, failed: null }
    live.current = session
    try {
      const { LiveConnection, capturePcm } = await import('./live')
      const connection = new LiveConnection({
        recordingId: created.id,
        language,
        onText: setLiveText,
        onCommand: (command) => {
          onLiveCommand.current(command)
        },
        onFailure: (error) => {
          session.failed = error
          void session.capture?.close()
        },
      })
      session.connection = connection
      session.capture = await capturePcm(microphone, (frame) => {
        connection.sendFrame(frame)
      })
    } catch {
      session.connection?.abort()
      session.failed = new (await import('./live')).LiveDictationError(0, null)
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
      return
    }
    const microphone = recorder.microphone()
    if (speech?.live === true && microphone !== null) {
      // Without the row there is nothing to dictate into live; Stop then makes it and uploads.
      liveStarting.current = startLive(microphone).catch(() => undefined)
      await liveStarting.current
      liveStarting.current = null
    }
  }

  /** Ends a live recording: its stored transcript, or null when the audio must be uploaded. */
  const finishLive = async (session: LiveRecording) => {
    await session.capture?.close()
    if (session.connection === null || session.failed !== null) return session.failed
    try {
      setPhase('transcribing')
      const result = await session.connection.stop()
      dispatch(recordingTranscribed({ ...result, recordingId: session.recordingId }))
      setPhase('completed')
      toasts.success('Transcription Complete', 'The corrected transcript is in the session recordings.')
      return 'done' as const
    } catch (error) {
      return error as LiveDictationError
    } finally {
      setLiveText(NO_LIVE_TEXT)
    }
  }

  const stop = async () => {
    await liveStarting.current
    const session = live.current
    live.current = null
    const recorded = await recorder.stop()
    if (recorded === null) return
    setPhase('finished')
    if (session !== null) {
      const outcome = await finishLive(session)
      if (outcome === 'done') return
      if (outcome !== null && FINAL_LIVE_STATUSES.includes(outcome.status)) {
        dispatch(recordingFailed(session.recordingId))
        setPhase('transcriptionFailed')
        toasts.error('Transcription Failed', outcome.serverMessage ?? TRANSCRIPTION_FAILED)
        return
      }
    }
    await transcribeRecorded(recorded, session?.recordingId ?? null)
  }

  // The connection outlives renders; its commands reach this render's stop.
  useEffect(() => {
    onLiveCommand.current = (command: LiveCommand) => {
      if (command.kind === 'next_field' || command.kind === 'previous_field') {
        dispatch(fieldStepRequested({ backwards: command.kind === 'previous_field' }))
      } else if (command.kind === 'stop_dictation') {
        void stop()
      }
    }
  })

  /** The large button: records when idle, else stops. */
  const toggleRecording = async () => {
    if (recorder.state === 'idle') await record()
    else await stop()
  }

  const togglePause = () => {
    if (recorder.state === 'recording') {
      recorder.pause()
      void live.current?.capture?.pause()
    } else if (recorder.state === 'paused') {
      recorder.resume()
      void live.current?.capture?.resume()
    }
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
    /** While dictating live: the words settled so far, and the engine's guess at what follows. */
    liveText,
    toggleRecording,
    togglePause,
    stop,
  }
}
