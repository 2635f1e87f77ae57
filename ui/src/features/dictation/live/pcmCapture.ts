// The microphone as 16 kHz 16-bit PCM, 100 ms at a time, for live dictation.

/** Samples of one frame: a tenth of a second at 16 kHz. */
export const FRAME_SAMPLES = 1600
export const FRAME_MS = 100
const WORKLET_URL = '/pcm-capture-worklet.js'

export interface PcmCapture {
  pause: () => Promise<void>
  resume: () => Promise<void>
  close: () => Promise<void>
}

/** Starts sending frames of the stream's audio to onFrame until closed. */
export async function capturePcm(stream: MediaStream, onFrame: (frame: ArrayBuffer) => void): Promise<PcmCapture> {
  const context = new AudioContext()
  try {
    await context.audioWorklet.addModule(WORKLET_URL)
    const source = context.createMediaStreamSource(stream)
    const node = new AudioWorkletNode(context, 'pcm-capture', { processorOptions: { frameSamples: FRAME_SAMPLES } })
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      onFrame(event.data)
    }
    source.connect(node)
    // Connected to the output, silenced: a node the output does not pull may not be run.
    const silence = context.createGain()
    silence.gain.value = 0
    node.connect(silence).connect(context.destination)
    return {
      pause: () => context.suspend(),
      resume: () => context.resume(),
      close: async () => {
        node.port.onmessage = null
        source.disconnect()
        node.disconnect()
        await context.close()
      },
    }
  } catch (error) {
    await context.close()
    throw error
  }
}
