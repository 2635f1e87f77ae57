import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveConnection, LiveDictationError, type LiveCommand, type LiveText } from './liveConnection'

/** A WebSocket the test drives: what the page sent, and the server's side by hand. */
class FakeSocket {
  static readonly OPEN = 1
  readyState = 0
  sent: (string | ArrayBuffer)[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null

  send(data: string | ArrayBuffer) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  answer(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  drop() {
    this.readyState = 3
    this.onclose?.()
  }
  json() {
    return this.sent.filter((data): data is string => typeof data === 'string').map((data) => JSON.parse(data) as Record<string, unknown>)
  }
  frames() {
    return this.sent.filter((data): data is ArrayBuffer => typeof data !== 'string')
  }
}

/** The nth socket the connection opened. */
function socketNumber(n: number): FakeSocket {
  const socket = sockets[n]
  if (socket === undefined) throw new Error(`no socket ${String(n)}`)
  return socket
}

function frame(marker: number) {
  return new Int16Array(1600).fill(marker).buffer
}

let sockets: FakeSocket[]
let texts: LiveText[]
let commands: LiveCommand[]
let failures: LiveDictationError[]

function connect() {
  return new LiveConnection({
    recordingId: 'r1',
    language: 'de',
    onText: (text) => texts.push(text),
    onCommand: (command) => commands.push(command),
    onFailure: (error) => failures.push(error),
    openSocket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket as unknown as WebSocket
    },
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeSocket)
  sockets = []
  texts = []
  commands = []
  failures = []
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('LiveConnection', () => {
  it('starts the recording, sends the audio kept until ready, shows the words and stops with the transcript', async () => {
    const live = connect()
    live.sendFrame(frame(1))
    const socket = socketNumber(0)
    socket.open()
    expect(socket.json()).toEqual([{ type: 'start', recordingId: 'r1', language: 'de' }])
    socket.answer({ type: 'ready' })
    live.sendFrame(frame(2))
    expect(socket.frames()).toHaveLength(2)

    socket.answer({ type: 'interim', text: 'kein' })
    socket.answer({ type: 'final', text: 'kein Erguss', heardUntilMs: 150 })
    socket.answer({ type: 'interim', text: 'Herz' })
    expect(texts.at(-1)).toEqual({ finals: ['kein Erguss'], interim: 'Herz' })

    const stopped = live.stop()
    expect(socket.json().at(-1)).toEqual({ type: 'stop' })
    const transcription = { recordingId: 'r1', text: 'kein Erguss', correctedText: 'Kein Erguss.', corrections: [], duration: 2 }
    socket.answer({ type: 'done', transcription })
    await expect(stopped).resolves.toEqual(transcription)
  })

  it('reads the voice commands: scratch that takes the last utterance back, the field commands are passed on', () => {
    connect()
    const socket = socketNumber(0)
    socket.open()
    socket.answer({ type: 'ready' })
    socket.answer({ type: 'final', text: 'Leber unauffällig' })
    socket.answer({ type: 'final', text: 'Milz vergrößert' })
    socket.answer({ type: 'final', text: 'streiche das', command: { kind: 'scratch_that' } })
    socket.answer({ type: 'final', text: 'nächstes Feld', command: { kind: 'next_field' } })
    socket.answer({ type: 'final', text: 'neuer Absatz', command: { kind: 'new_paragraph' } })
    expect(texts.at(-1)).toEqual({ finals: ['Leber unauffällig', 'neuer Absatz'], interim: '' })
    expect(commands.map(({ kind }) => kind)).toEqual(['scratch_that', 'next_field', 'new_paragraph'])
  })

  it('opens a dropped connection again with the settled text and the audio after it', () => {
    const live = connect()
    const first = socketNumber(0)
    first.open()
    first.answer({ type: 'ready' })
    for (let i = 1; i <= 5; i++) live.sendFrame(frame(i))
    first.answer({ type: 'final', text: 'kein Erguss', heardUntilMs: 250 })
    first.drop()

    vi.advanceTimersByTime(300)
    const second = socketNumber(1)
    second.open()
    // Frames start at 0, 100, ... 400 ms: the one holding 250 ms starts at 200.
    expect(second.json()).toEqual([{ type: 'start', recordingId: 'r1', language: 'de', resumedText: 'kein Erguss', fromMs: 200 }])
    second.answer({ type: 'ready' })
    expect(second.frames().map((data) => new Int16Array(data)[0])).toEqual([3, 4, 5])
    expect(failures).toEqual([])
  })

  it('gives up after three failed reconnections, and passes on what the server refused', async () => {
    connect()
    socketNumber(0).drop()
    for (const wait of [300, 1000, 3000]) {
      vi.advanceTimersByTime(wait)
      sockets.at(-1)?.drop()
    }
    expect(sockets).toHaveLength(4)
    expect(failures).toHaveLength(1)
    expect(failures[0]?.status).toBe(0)

    const refused = connect()
    const socket = socketNumber(sockets.length - 1)
    socket.open()
    const stopped = refused.stop()
    socket.answer({ type: 'error', status: 429, message: 'You have sent a lot of recordings in the last hour.' })
    await expect(stopped).rejects.toMatchObject({ status: 429, serverMessage: 'You have sent a lot of recordings in the last hour.' })
  })

  it('sends a keepalive while the recording is paused', () => {
    connect()
    const socket = socketNumber(0)
    socket.open()
    socket.answer({ type: 'ready' })
    vi.advanceTimersByTime(15000)
    expect(socket.json().at(-1)).toEqual({ type: 'keepalive' })
  })
})
