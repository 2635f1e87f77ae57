import { onTestFinished, vi } from 'vitest'

// A MediaRecorder that records nothing: it keeps its state, hands over one chunk of "audio" when
// stopped and, like the real one, fires its events after the call that caused them.
export class FakeMediaRecorder extends EventTarget {
  static readonly instances: FakeMediaRecorder[] = []
  static isTypeSupported(type: string): boolean {
    return type === 'audio/webm;codecs=opus'
  }

  state: RecordingState = 'inactive'
  readonly stream: MediaStream
  readonly mimeType: string
  timeslice: number | undefined

  constructor(stream: MediaStream, options?: MediaRecorderOptions) {
    super()
    this.stream = stream
    this.mimeType = options?.mimeType ?? ''
    FakeMediaRecorder.instances.push(this)
  }

  start(timeslice?: number) {
    this.timeslice = timeslice
    this.state = 'recording'
  }

  pause() {
    this.state = 'paused'
  }

  resume() {
    this.state = 'recording'
  }

  stop() {
    this.state = 'inactive'
    void Promise.resolve().then(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['opus'], { type: this.mimeType }) }))
      this.dispatchEvent(new Event('stop'))
    })
  }
}

/**
 * Gives the page a microphone (or one the person refuses, with `refusal` as the browser's
 * message) and FakeMediaRecorder; both go when the test ends.
 */
export function installFakeMicrophone({ refusal }: { refusal?: string } = {}) {
  const track = { kind: 'audio', stop: vi.fn() }
  const stream = { getTracks: () => [track] } as unknown as MediaStream
  const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>(() =>
    refusal === undefined ? Promise.resolve(stream) : Promise.reject(new DOMException(refusal, 'NotAllowedError')),
  )
  FakeMediaRecorder.instances.length = 0
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } })
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices')
  })
  return { getUserMedia, track, recorders: FakeMediaRecorder.instances }
}
