// Package pcm reads and writes 16-bit little-endian PCM, mono, and the WAV files that carry it:
// live dictation's audio, as the speech adapters and their test servers handle it.
package pcm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Sample is the i-th sample of pcm.
func Sample(pcm []byte, i int) int16 {
	// #nosec G115 -- a sample's two bytes are two's complement: the bits are read as int16, not converted
	return int16(binary.LittleEndian.Uint16(pcm[2*i:]))
}

// Samples is how many whole samples pcm holds.
func Samples(pcm []byte) int {
	return len(pcm) / 2
}

// AppendSample appends s to out.
func AppendSample(out []byte, s int16) []byte {
	// #nosec G115 -- the sample's bits are written as they are, two's complement
	return binary.LittleEndian.AppendUint16(out, uint16(s))
}

// Clamp is the sample nearest to v.
func Clamp(v int64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, v))) // #nosec G115 -- clamped to int16's range first
}

// MaxWAVData is the most audio a WAV file can carry: its sizes are 32-bit.
const MaxWAVData = math.MaxUint32 - 36

// WAV wraps pcm, sampled at rate, in a WAV file's header, a container every speech server reads.
// pcm holds at most MaxWAVData bytes.
func WAV(pcm []byte, rate int) []byte {
	size := uint32(min(len(pcm), MaxWAVData)) // #nosec G115 -- bounded by MaxWAVData
	out := make([]byte, 0, 44+len(pcm))
	out = append(out, "RIFF"...)
	out = binary.LittleEndian.AppendUint32(out, 36+size)
	out = append(out, "WAVEfmt "...)
	out = binary.LittleEndian.AppendUint32(out, 16)
	out = binary.LittleEndian.AppendUint16(out, 1)              // PCM
	out = binary.LittleEndian.AppendUint16(out, 1)              // mono
	out = binary.LittleEndian.AppendUint32(out, uint32(rate))   // #nosec G115 -- a sample rate
	out = binary.LittleEndian.AppendUint32(out, uint32(rate*2)) // #nosec G115 -- a byte rate
	out = binary.LittleEndian.AppendUint16(out, 2)              // bytes per sample frame
	out = binary.LittleEndian.AppendUint16(out, 16)
	out = append(out, "data"...)
	out = binary.LittleEndian.AppendUint32(out, size)
	return append(out, pcm[:size]...)
}

// ReadWAV returns a WAV file's samples and rate; only 16-bit mono PCM is read.
func ReadWAV(wav []byte) (samples []byte, rate int, err error) {
	if len(wav) < 12 || string(wav[0:4]) != "RIFF" || string(wav[8:12]) != "WAVE" {
		return nil, 0, errors.New("not a WAV file")
	}
	formatSeen := false
	for rest := wav[12:]; len(rest) >= 8; {
		id, size := string(rest[0:4]), int(binary.LittleEndian.Uint32(rest[4:8]))
		body := rest[8:]
		size = min(size, len(body))
		switch id {
		case "fmt ":
			if size < 16 {
				return nil, 0, errors.New("short fmt chunk")
			}
			format, channels, bits := binary.LittleEndian.Uint16(body[0:]), binary.LittleEndian.Uint16(body[2:]), binary.LittleEndian.Uint16(body[14:])
			if format != 1 || channels != 1 || bits != 16 {
				return nil, 0, fmt.Errorf("only 16-bit mono PCM is read, got format %d, %d channels, %d bits", format, channels, bits)
			}
			rate, formatSeen = int(binary.LittleEndian.Uint32(body[4:])), true
		case "data":
			if !formatSeen || rate <= 0 {
				return nil, 0, errors.New("data before a valid fmt chunk")
			}
			return body[:size&^1], rate, nil
		}
		// Chunks are padded to an even size.
		rest = body[min(size+size%2, len(body)):]
	}
	return nil, 0, errors.New("no data chunk")
}
