package pcm

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSamplesWAVAndBack(t *testing.T) {
	var audio []byte
	for _, s := range []int16{0, 1, -1, math.MaxInt16, math.MinInt16, 1234} {
		audio = AppendSample(audio, s)
	}
	assert.Equal(t, 6, Samples(audio))
	assert.Equal(t, int16(-1), Sample(audio, 2))
	assert.Equal(t, int16(math.MinInt16), Sample(audio, 4))

	samples, rate, err := ReadWAV(WAV(audio, 16000))
	require.NoError(t, err)
	assert.Equal(t, 16000, rate)
	assert.Equal(t, audio, samples)

	_, _, err = ReadWAV([]byte("RIFF----WAVE"))
	assert.EqualError(t, err, "no data chunk")
	_, _, err = ReadWAV([]byte("OggS"))
	assert.EqualError(t, err, "not a WAV file")
}

func TestClamp(t *testing.T) {
	assert.Equal(t, int16(math.MaxInt16), Clamp(40000))
	assert.Equal(t, int16(math.MinInt16), Clamp(-40000))
	assert.Equal(t, int16(-5), Clamp(-5))
}
