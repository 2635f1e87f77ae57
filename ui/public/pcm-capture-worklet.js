// Live dictation's audio: the microphone's samples, at whatever rate the audio context runs,
// resampled to 16 kHz and sent to the page as 16-bit PCM frames of frameSamples samples. A
// worklet runs on the audio thread, so no sample is lost while the page is busy.
const TARGET_RATE = 16000

class PcmCapture extends AudioWorkletProcessor {
  constructor(options) {
    super()
    this.frameSamples = options.processorOptions.frameSamples
    this.frame = new Int16Array(this.frameSamples)
    this.filled = 0
    // sampleRate is the context's, a global of the worklet scope.
    this.step = sampleRate / TARGET_RATE
    this.position = 0
    this.previous = 0
  }

  push(sample) {
    const clipped = Math.max(-1, Math.min(1, sample))
    this.frame[this.filled++] = clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff
    if (this.filled === this.frameSamples) {
      this.port.postMessage(this.frame.buffer, [this.frame.buffer])
      this.frame = new Int16Array(this.frameSamples)
      this.filled = 0
    }
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0]
    if (!channel) return true
    // Linear interpolation between the input samples; position carries over between blocks
    // (it is measured from the last sample of the block before, kept as previous).
    while (this.position < channel.length) {
      const index = Math.floor(this.position)
      const fraction = this.position - index
      const before = index === 0 ? this.previous : channel[index - 1]
      const after = channel[index]
      this.push(before + (after - before) * fraction)
      this.position += this.step
    }
    this.position -= channel.length
    this.previous = channel[channel.length - 1]
    return true
  }
}

registerProcessor('pcm-capture', PcmCapture)
