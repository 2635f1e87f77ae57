package openai

import (
	pcmpkg "github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/ports"
)

// realtimeSampleRate is the only PCM rate the Realtime protocol's pcm16 format takes.
const realtimeSampleRate = 24000

// upsampler converts live audio to realtimeSampleRate by linear interpolation. It carries the
// last sample and its position across calls, so audio cut into any pieces comes out exactly as
// if it had been converted whole.
type upsampler struct {
	last    int16 // the last input sample, which the first output of the next piece may need
	inputs  int64 // input samples seen
	outputs int64 // output samples made
}

// 16 kHz to 24 kHz: output n lies at input position n·2/3.
const (
	upsampleFrom = ports.LiveSampleRate / 8000
	upsampleTo   = realtimeSampleRate / 8000
)

// resample converts the next piece of audio: whole samples of 16-bit little-endian PCM. An
// output that falls between the piece's last sample and the next piece's first waits for it.
func (u *upsampler) resample(pcm []byte) []byte {
	first := u.inputs
	end := first + int64(len(pcm)/2)
	sample := func(i int64) int64 {
		if i < first {
			return int64(u.last)
		}
		return int64(pcmpkg.Sample(pcm, int(i-first)))
	}
	out := make([]byte, 0, (end-first)*upsampleTo/upsampleFrom*2+2)
	for {
		at := u.outputs * upsampleFrom
		i, part := at/upsampleTo, at%upsampleTo
		if i >= end || (part > 0 && i+1 >= end) {
			break
		}
		value := sample(i)
		if part > 0 {
			value = (value*(upsampleTo-part) + sample(i+1)*part) / upsampleTo
		}
		out = pcmpkg.AppendSample(out, pcmpkg.Clamp(value))
		u.outputs++
	}
	if end > first {
		u.last = pcmpkg.Clamp(sample(end - 1))
	}
	u.inputs = end
	return out
}
