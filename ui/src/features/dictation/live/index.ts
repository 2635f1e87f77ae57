// Live dictation's browser side, loaded when a live recording starts: the microphone as PCM and
// the connection that shows the words while they are spoken.
export { capturePcm, type PcmCapture } from './pcmCapture'
export { LiveConnection, LiveDictationError, type LiveCommand, type LiveText } from './liveConnection'
