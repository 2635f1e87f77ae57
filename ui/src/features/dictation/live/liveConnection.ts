import type { Transcription } from '../types'
import { FRAME_MS } from './pcmCapture'

// GET /api/live-dictation (docs in the OpenAPI document): start, PCM frames, keepalive and
// stop from the browser; ready, interim, final, done and error from the server.

export type LiveCommandKind = 'new_paragraph' | 'next_field' | 'previous_field' | 'scratch_that' | 'insert_macro' | 'stop_dictation'

export interface LiveCommand {
  kind: LiveCommandKind
  macro?: string
}

type ServerMessage =
  | { type: 'ready' }
  | { type: 'interim'; text: string }
  | { type: 'final'; text: string; heardUntilMs?: number; command?: LiveCommand }
  | { type: 'done'; transcription: Transcription }
  | { type: 'error'; status: number; message: string }

/** The live text: the settled utterances and the engine's guess at what follows. */
export interface LiveText {
  finals: string[]
  interim: string
}

/** A failure the server explained (status and message as an HTTP answer), or a lost connection (status 0). */
export class LiveDictationError extends Error {
  readonly status: number
  readonly serverMessage: string | null

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? 'The live connection was lost.')
    this.status = status
    this.serverMessage = serverMessage
  }
}

export interface LiveConnectionOptions {
  recordingId: string
  language: string
  onText: (text: LiveText) => void
  onCommand: (command: LiveCommand) => void
  /** The connection failed for good; the recording's audio is still there for an upload. */
  onFailure: (error: LiveDictationError) => void
  /** Tests pass a socket of their own. */
  openSocket?: (url: string) => WebSocket
}

// A dropped connection is opened again this many times, after these waits.
const RECONNECT_WAITS_MS = [300, 1000, 3000]
const KEEPALIVE_MS = 15000
// Audio kept for a resumed connection: what the engine has not yet settled, at most a minute.
const KEPT_FRAMES = 60000 / FRAME_MS

interface Frame {
  startMs: number
  data: ArrayBuffer
}

function socketURL(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${window.location.host}/api/live-dictation`
}

/**
 * One live recording's connection: frames go to the server as they come, text comes back.
 * A connection that drops is opened again with the settled text and the audio after it, so
 * nothing is lost; stop() waits for the transcript the server stores.
 */
export class LiveConnection {
  private readonly options: LiveConnectionOptions
  private socket: WebSocket | null = null
  private ready = false
  private readonly frames: Frame[] = []
  private capturedMs = 0
  private heardUntilMs = 0
  /** Where the audio the current connection is sent starts. */
  private resumeFromMs = 0
  private readonly text: LiveText = { finals: [], interim: '' }
  private attempts = 0
  private stopping: { resolve: (t: Transcription) => void; reject: (e: LiveDictationError) => void } | null = null
  private ended = false
  private readonly keepalive: ReturnType<typeof setInterval>

  constructor(options: LiveConnectionOptions) {
    this.options = options
    this.connect()
    this.keepalive = setInterval(() => {
      this.sendJSON({ type: 'keepalive' })
    }, KEEPALIVE_MS)
  }

  /** One frame of 16 kHz PCM from the microphone. */
  sendFrame(data: ArrayBuffer) {
    if (this.ended) return
    const frame = { startMs: this.capturedMs, data }
    this.capturedMs += FRAME_MS
    this.frames.push(frame)
    if (this.frames.length > KEPT_FRAMES) this.frames.shift()
    if (this.ready) this.socket?.send(data)
  }

  /** Ends the audio; resolves with the stored transcript once the engine's last text is in. */
  stop(): Promise<Transcription> {
    return new Promise((resolve, reject) => {
      this.stopping = { resolve, reject }
      if (this.ready) this.sendJSON({ type: 'stop' })
    })
  }

  /** Closes without a transcript (New Report, leaving the page). */
  abort() {
    this.end()
    this.socket?.close()
  }

  private end() {
    this.ended = true
    clearInterval(this.keepalive)
  }

  private connect() {
    const url = socketURL()
    const socket = this.options.openSocket ? this.options.openSocket(url) : new WebSocket(url)
    this.socket = socket
    this.ready = false
    socket.onopen = () => {
      // Whole frames from the first the engine has not settled.
      this.resumeFromMs = this.frames.find((frame) => frame.startMs + FRAME_MS > this.heardUntilMs)?.startMs ?? this.capturedMs
      this.sendJSON({
        type: 'start',
        recordingId: this.options.recordingId,
        language: this.options.language,
        ...(this.resumeFromMs > 0 || this.text.finals.length > 0
          ? { resumedText: this.text.finals.join(' '), fromMs: this.resumeFromMs }
          : {}),
      })
    }
    socket.onmessage = (event: MessageEvent<string>) => {
      this.receive(JSON.parse(event.data) as ServerMessage)
    }
    socket.onclose = () => {
      if (this.socket !== socket || this.ended) return
      this.reconnect()
    }
  }

  private reconnect() {
    const wait = RECONNECT_WAITS_MS[this.attempts]
    this.ready = false
    if (wait === undefined) {
      this.fail(new LiveDictationError(0, null))
      return
    }
    this.attempts++
    setTimeout(() => {
      if (!this.ended) this.connect()
    }, wait)
  }

  private receive(message: ServerMessage) {
    switch (message.type) {
      case 'ready':
        this.ready = true
        this.attempts = 0
        // The audio the engine has not settled, again after a dropped connection.
        for (const frame of this.frames) if (frame.startMs >= this.resumeFromMs) this.socket?.send(frame.data)
        if (this.stopping) this.sendJSON({ type: 'stop' })
        return
      case 'interim':
        this.text.interim = message.text
        break
      case 'final':
        this.settle(message.text, message.command)
        if (message.heardUntilMs !== undefined && message.heardUntilMs > this.heardUntilMs) {
          this.heardUntilMs = message.heardUntilMs
          while ((this.frames[0]?.startMs ?? Infinity) + FRAME_MS <= this.heardUntilMs) this.frames.shift()
        }
        break
      case 'done':
        this.end()
        this.stopping?.resolve(message.transcription)
        return
      case 'error':
        this.fail(new LiveDictationError(message.status, message.message))
        return
    }
    this.options.onText({ finals: [...this.text.finals], interim: this.text.interim })
  }

  // A voice command's words are not dictation, unless the command is made of text.
  private settle(text: string, command: LiveCommand | undefined) {
    this.text.interim = ''
    if (command === undefined || command.kind === 'new_paragraph' || command.kind === 'insert_macro') {
      this.text.finals.push(text)
    } else if (command.kind === 'scratch_that') {
      this.text.finals.pop()
    }
    if (command !== undefined) this.options.onCommand(command)
  }

  private fail(error: LiveDictationError) {
    this.end()
    this.socket?.close()
    if (this.stopping) this.stopping.reject(error)
    else this.options.onFailure(error)
  }

  private sendJSON(message: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }
}
