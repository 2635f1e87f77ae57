package speechtest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/ports"
)

func TestHearReadsWhatSpeakSaid(t *testing.T) {
	pcm := Speak("no pleural effusion", "small  pneumothorax 2.5 cm")
	words := Hear(pcm, ports.LiveSampleRate)
	assert.Equal(t, "no pleural effusion small pneumothorax 2.5 cm", Text(words))
	utterances := Pauses(words)
	if assert.Len(t, utterances, 2) {
		assert.Equal(t, "no pleural effusion", Text(utterances[0]))
		assert.Equal(t, "small pneumothorax 2.5 cm", Text(utterances[1]))
	}
	assert.Equal(t, Duration(pcm, ports.LiveSampleRate), ports.LiveAudioDuration(int64(len(pcm))))
	assert.Less(t, words[0].Start, words[0].End)
	assert.LessOrEqual(t, words[2].End, words[3].Start-PauseTime/2)
}

func TestHearReadsResampledSpeech(t *testing.T) {
	pcm := Speak("left kidney cyst", "all well")
	resampled := resampleLinear(pcm, ports.LiveSampleRate, 24000)
	assert.Equal(t, "left kidney cyst all well", Text(Hear(resampled, 24000)))
}

func TestHearCutAudioReadsTheWordsInIt(t *testing.T) {
	pcm := Speak("one two", "three")
	words := Hear(pcm, ports.LiveSampleRate)
	cut := int(words[2].Start.Seconds()*ports.LiveSampleRate) * 2
	assert.Equal(t, "one two", Text(Hear(pcm[:cut], ports.LiveSampleRate)))
	assert.Equal(t, "three", Text(Hear(pcm[cut:], ports.LiveSampleRate)))
}

// resampleLinear is the simplest resampler a test engine could meet.
func resampleLinear(pcm []byte, from, to int) []byte {
	in := decode(pcm)
	out := make([]int16, len(in)*to/from)
	for i := range out {
		pos := float64(i) * float64(from) / float64(to)
		j := int(pos)
		frac := pos - float64(j)
		next := in[min(j+1, len(in)-1)]
		out[i] = int16(float64(in[j])*(1-frac) + float64(next)*frac)
	}
	return encode(out)
}
