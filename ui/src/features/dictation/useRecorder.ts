import { useEffect, useRef, useState } from 'react'

export type RecorderState = 'idle' | 'recording' | 'paused'

/** A finished recording: its audio and when it was made. */
export interface Recorded {
  audio: Blob
  startTime: Date
  endTime: Date
  /** Seconds of audio, pauses left out. */
  durationSeconds: number
}

interface Capture {
  recorder: MediaRecorder
  stream: MediaStream
  chunks: Blob[]
  startTime: Date
  /** Milliseconds recorded before the last resume. */
  activeMs: number
  resumedAt: number
}

const PREFERRED_TYPE = 'audio/webm;codecs=opus'
const FALLBACK_TYPE = 'audio/webm'
// Spec 000 section 9: 1000 ms chunks, a timer tick each second.
const CHUNK_MS = 1000
const TICK_MS = 1000
// Spec 000 section 5: the recogniser gets the voice unprocessed, at 44.1 kHz.
const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, sampleRate: 44100 },
}

function release(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop()
}

function recordedFrom(capture: Capture): Recorded {
  return {
    audio: new Blob(capture.chunks, { type: capture.recorder.mimeType || FALLBACK_TYPE }),
    startTime: capture.startTime,
    endTime: new Date(),
    durationSeconds: capture.activeMs / 1000,
  }
}

async function openMicrophone(): Promise<MediaStream> {
  // Browsers offer no microphone outside a secure context (https or localhost).
  if (!('mediaDevices' in navigator) || typeof MediaRecorder === 'undefined') {
    throw new Error('this browser offers no microphone recording here')
  }
  return navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS)
}

function recorderFor(stream: MediaStream, chunks: Blob[]): MediaRecorder {
  const options = MediaRecorder.isTypeSupported(PREFERRED_TYPE) ? { mimeType: PREFERRED_TYPE } : undefined
  const recorder = new MediaRecorder(stream, options)
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  })
  recorder.start(CHUNK_MS)
  return recorder
}

/** The microphone and its MediaRecorder, with a timer of the seconds recorded. */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle')
  const [elapsedSeconds, setElapsedSeconds] = useState(0)
  const capture = useRef<Capture | null>(null)
  const starting = useRef(false)

  useEffect(() => {
    if (state !== 'recording') return
    const timer = setInterval(() => {
      setElapsedSeconds((seconds) => seconds + 1)
    }, TICK_MS)
    return () => {
      clearInterval(timer)
    }
  }, [state])

  // Leaving the workspace mid-recording lets go of the microphone.
  useEffect(
    () => () => {
      const open = capture.current
      if (open === null) return
      if (open.recorder.state !== 'inactive') open.recorder.stop()
      release(open.stream)
    },
    [],
  )

  /** Asks for the microphone and starts recording; rejects when it cannot. */
  const start = async () => {
    if (capture.current !== null || starting.current) return
    starting.current = true
    try {
      const stream = await openMicrophone()
      const chunks: Blob[] = []
      let recorder: MediaRecorder
      try {
        recorder = recorderFor(stream, chunks)
      } catch (error) {
        release(stream)
        throw error
      }
      capture.current = { recorder, stream, chunks, startTime: new Date(), activeMs: 0, resumedAt: Date.now() }
      setElapsedSeconds(0)
      setState('recording')
    } finally {
      starting.current = false
    }
  }

  const pause = () => {
    const open = capture.current
    if (open?.recorder.state !== 'recording') return
    open.recorder.pause()
    open.activeMs += Date.now() - open.resumedAt
    setState('paused')
  }

  const resume = () => {
    const open = capture.current
    if (open?.recorder.state !== 'paused') return
    open.recorder.resume()
    open.resumedAt = Date.now()
    setState('recording')
  }

  /** Ends the recording and releases the microphone; null when nothing was recording. */
  const stop = () =>
    new Promise<Recorded | null>((resolve) => {
      const open = capture.current
      if (open === null) {
        resolve(null)
        return
      }
      capture.current = null
      setState('idle')
      if (open.recorder.state === 'recording') open.activeMs += Date.now() - open.resumedAt
      // A recorder that ended by itself (the microphone was unplugged) has no stop event to come.
      if (open.recorder.state === 'inactive') {
        release(open.stream)
        resolve(recordedFrom(open))
        return
      }
      open.recorder.addEventListener(
        'stop',
        () => {
          release(open.stream)
          resolve(recordedFrom(open))
        },
        { once: true },
      )
      open.recorder.stop()
    })

  /** The microphone while recording, for live dictation to listen to as well. */
  const microphone = () => capture.current?.stream ?? null

  return { state, elapsedSeconds, start, pause, resume, stop, microphone }
}
