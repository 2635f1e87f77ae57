import { serverSentEvents } from './eventStream'
import type { Transcription } from './types'

// The spec names the upload recording.wav although it holds WebM/Opus; the server reads the bytes.
export const AUDIO_FILE_NAME = 'recording.wav'

/** A failed transcription: the server's message when it sent one, and the HTTP status (0 when none). */
export class TranscriptionError extends Error {
  readonly serverMessage: string | null
  readonly status: number

  constructor(serverMessage: string | null, status: number) {
    super(serverMessage ?? `Transcription failed with status ${String(status)}`)
    this.serverMessage = serverMessage
    this.status = status
  }
}

export interface TranscribeRequest {
  audio: Blob
  language: string
  recordingId: string
  /** Ask for the text as it is recognised (the server says in GET /api/speech/status whether it can). */
  stream: boolean
  /** Called with the text so far while a streamed answer arrives. */
  onPartialText: (text: string) => void
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
}

async function errorOf(response: Response): Promise<TranscriptionError> {
  const body: unknown = await response.json().catch(() => null)
  return new TranscriptionError(messageOf(body), response.status)
}

// 'delta' events carry the next piece of text, then 'done' the whole answer or 'error' the failure.
async function streamedTranscription(body: ReadableStream<Uint8Array>, onPartialText: (text: string) => void): Promise<Transcription> {
  let text = ''
  for await (const { event, data } of serverSentEvents(body)) {
    if (event === 'delta') {
      text += (JSON.parse(data) as { text: string }).text
      onPartialText(text)
    } else if (event === 'done') {
      return JSON.parse(data) as Transcription
    } else if (event === 'error') {
      const failure = JSON.parse(data) as { message?: unknown; status?: unknown }
      throw new TranscriptionError(messageOf(failure), typeof failure.status === 'number' ? failure.status : 0)
    }
  }
  throw new TranscriptionError(null, 0)
}

/** POST /api/transcribe: the recording's audio turned into raw and corrected text. */
export async function transcribe({ audio, language, recordingId, stream, onPartialText }: TranscribeRequest): Promise<Transcription> {
  const form = new FormData()
  // A File, because some FormData implementations drop the name given with a plain Blob.
  form.append('audio', new File([audio], AUDIO_FILE_NAME, { type: audio.type }))
  form.append('language', language)
  form.append('recordingId', recordingId)
  const response = await fetch(
    new Request('/api/transcribe', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: stream ? { Accept: 'text/event-stream' } : {},
    }),
  )
  if (!response.ok) throw await errorOf(response)
  const streamed = response.headers.get('Content-Type')?.startsWith('text/event-stream') ?? false
  if (streamed && response.body !== null) return streamedTranscription(response.body, onPartialText)
  return (await response.json()) as Transcription
}
