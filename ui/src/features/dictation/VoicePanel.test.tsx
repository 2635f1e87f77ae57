import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { installFakeMicrophone } from '../../test/fakeMicrophone'
import { json, pending, requestsTo } from '../../test/stubApi'
import { newReportStarted } from '../report'
import { selectRecordings } from './dictationSlice'
import { createdRecording, noSpeech, renderDictation, resetDictation, transcription } from './renderDictation'

afterEach(() => {
  vi.useRealTimers()
  resetDictation()
})

function button(name: string) {
  return screen.getByRole('button', { name })
}

async function startRecording() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }))
  expect(await screen.findByText('Recording...')).toBeInTheDocument()
}

async function recordOnce() {
  await startRecording()
  await userEvent.click(button('Stop'))
}

describe('VoicePanel without speech recognition', () => {
  it('tells a radiologist what to do now, in no operator words, instead of offering a recorder', async () => {
    const { onOpenExternalTranscript } = renderDictation({ speech: noSpeech, user: { role: 'user' } })
    expect(await screen.findByText('Speech recognition is not configured on this server.')).toBeInTheDocument()
    expect(
      screen.getByText(
        'You can still work now: dictate in your usual system and paste the transcript in the External Transcript tab.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('To dictate here by voice, ask your administrator to set up speech recognition.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/speech\.provider|docs\/configuration|openai|google/)
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument()

    await userEvent.click(button('Open External Transcript'))
    expect(onOpenExternalTranscript).toHaveBeenCalledOnce()
  })

  it('tells an admin how the server gets speech recognition', async () => {
    renderDictation({ speech: noSpeech, user: { role: 'admin' } })
    expect(await screen.findByText('speech.provider')).toBeInTheDocument()
    expect(screen.getByText(/see docs\/configuration\.md/)).toBeInTheDocument()
    expect(screen.queryByText(/ask your administrator/)).not.toBeInTheDocument()
  })

  it('treats a server that cannot tell as one without speech', async () => {
    renderDictation({ routes: { '/api/speech/status': () => json(500, { message: 'boom' }) } })
    expect(await screen.findByText('Speech recognition is not configured on this server.')).toBeInTheDocument()
  })
})

describe('VoicePanel recording', () => {
  it('records unprocessed 44.1 kHz audio as WebM/Opus in one-second chunks and lets the microphone go after', async () => {
    const microphone = installFakeMicrophone()
    renderDictation({ routes: { '/api/transcribe': pending } })
    expect(await screen.findByText('Ready to record')).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('00:00')

    await startRecording()
    expect(microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: false, noiseSuppression: false, sampleRate: 44100 },
    })
    const [recorder] = microphone.recorders
    expect(recorder?.mimeType).toBe('audio/webm;codecs=opus')
    expect(recorder?.timeslice).toBe(1000)
    expect(microphone.track.stop).not.toHaveBeenCalled()

    await userEvent.click(button('Stop'))
    await waitFor(() => {
      expect(microphone.track.stop).toHaveBeenCalled()
    })
  })

  it('ticks the timer each second, holds it while paused and goes on after Resume', async () => {
    installFakeMicrophone()
    renderDictation({ routes: { '/api/transcribe': pending } })
    await screen.findByText('Ready to record')
    const timer = screen.getByRole('timer', { name: 'Recording time' })
    vi.useFakeTimers()
    fireEvent.click(button('Start recording'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('Recording...')).toBeInTheDocument()
    expect(timer).toHaveTextContent('00:00')

    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(timer).toHaveTextContent('00:00')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(timer).toHaveTextContent('00:01')
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(timer).toHaveTextContent('01:02')

    fireEvent.click(button('Pause'))
    expect(screen.getByText('Recording paused')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(timer).toHaveTextContent('01:02')

    fireEvent.click(button('Resume'))
    expect(screen.getByText('Recording...')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(timer).toHaveTextContent('01:03')
  })

  it('creates the recording row, uploads the audio as recording.wav and lists the corrected transcript', async () => {
    installFakeMicrophone()
    let answerTranscription: (response: Response) => void = () => undefined
    const { fetchMock } = renderDictation({
      routes: {
        '/api/transcribe': () =>
          new Promise<Response>((resolve) => {
            answerTranscription = resolve
          }),
      },
    })
    await recordOnce()

    expect(await screen.findByText('Transcribing...')).toBeInTheDocument()
    expect(screen.getByText('Transcribing audio...')).toBeInTheDocument()
    expect(button('Start recording')).toBeDisabled()

    const [created] = requestsTo(fetchMock, '/api/recordings')
    expect(created?.method).toBe('POST')
    const row = (await created?.json()) as Record<string, unknown>
    expect(row).toMatchObject({ language: 'en', status: 'transcribing' })
    expect(row).not.toHaveProperty('sessionId')
    expect(typeof row.duration).toBe('number')
    expect(new Date(String(row.startTime)).getTime()).toBeLessThanOrEqual(new Date(String(row.endTime)).getTime())

    const [upload] = requestsTo(fetchMock, '/api/transcribe')
    expect(upload?.headers.get('Accept')).not.toBe('text/event-stream')
    const form = await upload?.formData()
    const audio = form?.get('audio') as File
    expect(audio.name).toBe('recording.wav')
    expect(audio.type).toBe('audio/webm;codecs=opus')
    expect(audio.size).toBeGreaterThan(0)
    expect(form?.get('language')).toBe('en')
    expect(form?.get('recordingId')).toBe('r1')

    answerTranscription(json(200, transcription('r1', 'liver normal comma', 'Liver normal,')))
    expect(await screen.findByText('Processing completed')).toBeInTheDocument()
    expect(await screen.findByText('Transcription Complete')).toBeInTheDocument()
    expect(screen.queryByText('Transcribing audio...')).not.toBeInTheDocument()
    expect(button('Start recording')).toBeEnabled()
    const list = screen.getByRole('region', { name: 'Session Recordings (1)' })
    expect(within(list).getByText('Transcript 1')).toBeInTheDocument()
    expect(within(list).getByText('Transcribed')).toBeInTheDocument()
    expect(within(list).getByRole('textbox', { name: 'Corrected transcript 1' })).toHaveValue('Liver normal,')
  })

  it('sends the first recording\'s session id with the next one and the chosen template\'s id', async () => {
    installFakeMicrophone()
    let created = 0
    const { fetchMock } = renderDictation({
      routes: {
        '/api/recordings': () => {
          created += 1
          return json(201, createdRecording(`r${String(created)}`, 'session-7'))
        },
        '/api/transcribe': () => json(200, transcription(`r${String(created)}`, `part ${String(created)}`)),
      },
    })
    await recordOnce()
    expect(await screen.findByText('Processing completed')).toBeInTheDocument()
    await recordOnce()
    expect(await screen.findByRole('region', { name: 'Session Recordings (2)' })).toBeInTheDocument()

    const [first, second] = requestsTo(fetchMock, '/api/recordings')
    expect(await first?.json()).not.toHaveProperty('sessionId')
    expect(await second?.json()).toMatchObject({ sessionId: 'session-7' })
    const uploads = requestsTo(fetchMock, '/api/transcribe')
    expect((await uploads[1]?.formData())?.get('recordingId')).toBe('r2')
  })

  it('shows the text as it is recognised when the server streams', async () => {
    installFakeMicrophone()
    const encoder = new TextEncoder()
    let server: ReadableStreamDefaultController<Uint8Array> | null = null
    const send = (text: string) => {
      server?.enqueue(encoder.encode(text))
    }
    const { fetchMock } = renderDictation({
      speech: { streaming: true },
      routes: {
        '/api/transcribe': () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                server = controller
              },
            }),
            { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
          ),
      },
    })
    await recordOnce()
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/transcribe')).toHaveLength(1)
    })
    expect(requestsTo(fetchMock, '/api/transcribe')[0]?.headers.get('Accept')).toBe('text/event-stream')

    send('event: delta\ndata: {"text":"Liver "}\n\n')
    const partial = await screen.findByLabelText('Text recognised so far')
    expect(partial).toHaveTextContent('Liver')
    send('event: delta\ndata: {"text":"normal"}\n\nevent: del')
    await waitFor(() => {
      expect(partial).toHaveTextContent('Liver normal')
    })
    expect(screen.getByText('Transcribing...')).toBeInTheDocument()

    send(`ta\ndata: {"text":"."}\n\nevent: done\ndata: ${JSON.stringify(transcription('r1', 'Liver normal.'))}\n\n`)
    expect(await screen.findByText('Processing completed')).toBeInTheDocument()
    expect(screen.queryByLabelText('Text recognised so far')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Corrected transcript 1' })).toHaveValue('Liver normal.')
  })

  it('fails the transcription with the server\'s message when the stream ends in an error', async () => {
    installFakeMicrophone()
    renderDictation({
      speech: { streaming: true },
      routes: {
        '/api/transcribe': () =>
          new Response('event: delta\ndata: {"text":"Liv"}\n\nevent: error\ndata: {"message":"The speech service is not answering.","status":503}\n\n', {
            status: 200,
            headers: { 'Content-Type': 'text/event-stream' },
          }),
      },
    })
    await recordOnce()
    expect(await screen.findByText('Transcription Failed')).toBeInTheDocument()
    expect(screen.getByText('The speech service is not answering.')).toBeInTheDocument()
    expect(screen.getByText('Transcription failed')).toBeInTheDocument()
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })

  it.each([
    ['the server\'s message', () => json(413, { message: 'The recording is too large.' }), 'The recording is too large.'],
    ['the spec\'s words without one', () => new Response(null, { status: 502 }), 'Failed to transcribe audio. Please try again.'],
  ])('says Transcription Failed with %s', async (_case, answer, text) => {
    installFakeMicrophone()
    renderDictation({ routes: { '/api/transcribe': answer } })
    await recordOnce()
    expect(await screen.findByText('Transcription Failed')).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('Transcription failed')).toBeInTheDocument()
    expect(button('Start recording')).toBeEnabled()
  })

  it('says Recording Error when the microphone is refused', async () => {
    installFakeMicrophone({ refusal: 'Permission denied' })
    const { fetchMock } = renderDictation()
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }))

    expect(await screen.findByText('Recording Error')).toBeInTheDocument()
    expect(screen.getByText('Could not start recording: Permission denied. Please check microphone permissions.')).toBeInTheDocument()
    expect(screen.getByText('Recording failed')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/recordings')).toHaveLength(0)
  })

  it('leaves a recording stopped before New Report out of the new report and does not upload it', async () => {
    installFakeMicrophone()
    let answerCreation: (response: Response) => void = () => undefined
    const { fetchMock } = renderDictation({
      routes: {
        '/api/recordings': () =>
          new Promise<Response>((resolve) => {
            answerCreation = resolve
          }),
      },
    })
    await recordOnce()
    await waitFor(() => {
      expect(requestsTo(fetchMock, '/api/recordings')).toHaveLength(1)
    })
    act(() => {
      store.dispatch(newReportStarted())
    })
    answerCreation(json(201, createdRecording('r1')))

    expect(await screen.findByText('Ready to record')).toBeInTheDocument()
    expect(selectRecordings(store.getState())).toEqual([])
    expect(requestsTo(fetchMock, '/api/transcribe')).toHaveLength(0)
  })
})
