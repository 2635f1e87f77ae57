package google

import (
	"encoding/binary"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// maxShortDuration is the longest recording sent to Recognize, which accepts about one
// minute of audio; the margin covers the browser's measurement being a little short.
const maxShortDuration = 55 * time.Second

// maxShortOpusBytes is the largest Opus recording of unknown length sent to Recognize: 55 s at
// 24 kbit/s, about the lowest bitrate browsers record speech at. At higher bitrates a short
// recording may take the long path, which is slower but still right.
const maxShortOpusBytes = 55 * 24000 / 8

// isShort reports whether Recognize can take the recording: by the measured length, else by
// the length a WAV header states, else by size.
func isShort(req ports.TranscriptionRequest) bool {
	if req.Duration > 0 {
		return req.Duration <= maxShortDuration
	}
	if req.Format == ports.AudioWAV {
		if rate := wavByteRate(req.Audio); rate > 0 {
			return int64(len(req.Audio)) <= int64(maxShortDuration/time.Second)*int64(rate)
		}
	}
	return len(req.Audio) <= maxShortOpusBytes
}

// wavByteRate reads the bytes per second from a RIFF/WAVE file's fmt chunk; 0 when it cannot
// be found. The size includes the header, so the length estimate errs toward long.
func wavByteRate(audio []byte) uint32 {
	if len(audio) < 12 || string(audio[0:4]) != "RIFF" || string(audio[8:12]) != "WAVE" {
		return 0
	}
	for chunk := audio[12:]; len(chunk) >= 8; {
		id, size := string(chunk[0:4]), binary.LittleEndian.Uint32(chunk[4:8])
		if id == "fmt " {
			// After the chunk header: format (2 bytes), channels (2), sample rate (4),
			// bytes per second (4).
			if len(chunk) < 20 {
				return 0
			}
			return binary.LittleEndian.Uint32(chunk[16:20])
		}
		// Chunks are padded to an even size.
		next := 8 + uint64(size) + uint64(size%2)
		if next > uint64(len(chunk)) {
			return 0
		}
		chunk = chunk[next:]
	}
	return 0
}
