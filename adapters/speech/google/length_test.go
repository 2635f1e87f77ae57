package google

import (
	"encoding/binary"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/ports"
)

// wavFile is a RIFF/WAVE file of 16-bit mono PCM at sampleRate with dataBytes of silence,
// an extra chunk before "fmt " as some recorders write.
func wavFile(sampleRate uint32, dataBytes int) []byte {
	le := binary.LittleEndian
	var b []byte
	b = append(b, "RIFF"...)
	b = le.AppendUint32(b, 0)
	b = append(b, "WAVE"...)
	b = append(b, "LIST"...)
	b = le.AppendUint32(b, 3)
	b = append(b, 'a', 'b', 'c', 0) // odd size, padded
	b = append(b, "fmt "...)
	b = le.AppendUint32(b, 16)
	b = le.AppendUint16(b, 1) // PCM
	b = le.AppendUint16(b, 1) // mono
	b = le.AppendUint32(b, sampleRate)
	b = le.AppendUint32(b, sampleRate*2) // bytes per second
	b = le.AppendUint16(b, 2)
	b = le.AppendUint16(b, 16)
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(dataBytes))
	b = append(b, make([]byte, dataBytes)...)
	le.PutUint32(b[4:8], uint32(len(b)-8))
	return b
}

func TestWAVByteRate(t *testing.T) {
	assert.Equal(t, uint32(32000), wavByteRate(wavFile(16000, 10)))
	assert.Equal(t, uint32(96000), wavByteRate(wavFile(48000, 10)))
	assert.Zero(t, wavByteRate([]byte("RIFF")))
	assert.Zero(t, wavByteRate([]byte("not a wav file at all")))
	truncated := wavFile(16000, 0)[:30]
	assert.Zero(t, wavByteRate(truncated))
}

func TestIsShort(t *testing.T) {
	tests := []struct {
		name string
		req  ports.TranscriptionRequest
		want bool
	}{
		{"measured short", ports.TranscriptionRequest{Format: ports.AudioWebM, Duration: 30 * time.Second, Audio: make([]byte, 10<<20)}, true},
		{"measured long", ports.TranscriptionRequest{Format: ports.AudioWAV, Duration: 56 * time.Second, Audio: wavFile(16000, 100)}, false},
		{"wav header says 50 s", ports.TranscriptionRequest{Format: ports.AudioWAV, Audio: wavFile(16000, 50*32000)}, true},
		{"wav header says 60 s", ports.TranscriptionRequest{Format: ports.AudioWAV, Audio: wavFile(16000, 60*32000)}, false},
		{"wav without header, small", ports.TranscriptionRequest{Format: ports.AudioWAV, Audio: make([]byte, 1000)}, true},
		{"opus small", ports.TranscriptionRequest{Format: ports.AudioOgg, Audio: make([]byte, maxShortOpusBytes)}, true},
		{"opus large", ports.TranscriptionRequest{Format: ports.AudioOgg, Audio: make([]byte, maxShortOpusBytes+1)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, isShort(tt.req))
		})
	}
}
