package speechtest

import (
	"strings"
	"time"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/ports"
)

// Synthetic speech: each letter of a word is a constant tone level held for LetterTime (the
// level names the letter), words are separated by WordGap of silence, and an utterance ends
// with PauseTime of silence, long enough for an engine's end-of-speech detection. The levels
// survive resampling: only the edges between letters are blurred, and Hear skips them.
const (
	LetterTime = 20 * time.Millisecond
	WordGap    = 150 * time.Millisecond
	PauseTime  = 700 * time.Millisecond
	// levelStep spaces the letters' levels far enough apart that a blurred edge is never read
	// as a letter of its own for long.
	levelStep = 200
)

// Utterance is words spoken without a pause.
type Utterance string

// Speak returns the utterances as live audio (ports.LiveSampleRate PCM), each followed by a
// pause. Letters are ASCII; other runes are spoken as '?'.
func Speak(utterances ...Utterance) []byte {
	var samples []int16
	silence := func(d time.Duration) {
		samples = append(samples, make([]int16, samplesOf(d, ports.LiveSampleRate))...)
	}
	for _, u := range utterances {
		for i, word := range strings.Fields(string(u)) {
			if i > 0 {
				silence(WordGap)
			}
			for _, r := range word {
				level := levelOf(r)
				for range samplesOf(LetterTime, ports.LiveSampleRate) {
					samples = append(samples, level)
				}
			}
		}
		silence(PauseTime)
	}
	return encode(samples)
}

// Word is one word Hear read, with where it sits in the audio.
type Word struct {
	Text       string
	Start, End time.Duration
}

// Hear reads the words of synthetic speech at the given sample rate (16-bit little-endian
// mono PCM). Audio that is not synthetic speech reads as nothing or as noise words.
func Hear(pcm []byte, rate int) []Word {
	samples := decode(pcm)
	letter := samplesOf(LetterTime, rate)
	gap := samplesOf(WordGap, rate) / 2
	var words []Word
	var letters []rune
	start, silent := -1, 0
	flush := func(end int) {
		if len(letters) > 0 {
			words = append(words, Word{Text: string(letters), Start: at(start, rate), End: at(end, rate)})
		}
		letters, start = nil, -1
	}
	for i := 0; i < len(samples); {
		j := i
		for j < len(samples) && samples[j] == samples[i] {
			j++
		}
		run := j - i
		switch {
		case samples[i] == 0:
			silent += run
			if silent >= gap {
				flush(i)
			}
		case run >= letter/2:
			// A letter said twice ("ll") is one level held twice as long.
			silent = 0
			if start < 0 {
				start = i
			}
			for range max(1, (run+letter/2)/letter) {
				letters = append(letters, letterOf(samples[i]))
			}
		}
		i = j
	}
	flush(len(samples))
	return words
}

// Pauses splits heard words where the silence between them is an utterance's pause.
func Pauses(words []Word) [][]Word {
	var out [][]Word
	var current []Word
	for i, w := range words {
		if i > 0 && w.Start-words[i-1].End >= PauseTime/2 {
			out = append(out, current)
			current = nil
		}
		current = append(current, w)
	}
	if len(current) > 0 {
		out = append(out, current)
	}
	return out
}

// Text joins words with single spaces.
func Text(words []Word) string {
	texts := make([]string, len(words))
	for i, w := range words {
		texts[i] = w.Text
	}
	return strings.Join(texts, " ")
}

// Duration is how long pcm plays at rate.
func Duration(pcm []byte, rate int) time.Duration {
	return at(len(pcm)/2, rate)
}

func levelOf(r rune) int16 {
	if r < '!' || r > '~' {
		r = '?'
	}
	return int16(r) * levelStep / 2
}

func letterOf(level int16) rune {
	// The nearest letter's level: a slightly blurred level still reads as its letter.
	r := rune((int(level)*2 + levelStep/2) / levelStep)
	if r < '!' || r > '~' {
		return '?'
	}
	return r
}

func samplesOf(d time.Duration, rate int) int {
	return int(d * time.Duration(rate) / time.Second)
}

func at(sample, rate int) time.Duration {
	return time.Duration(sample) * time.Second / time.Duration(rate)
}

func encode(samples []int16) []byte {
	out := make([]byte, 0, 2*len(samples))
	for _, s := range samples {
		out = pcmfile.AppendSample(out, s)
	}
	return out
}

func decode(pcm []byte) []int16 {
	samples := make([]int16, pcmfile.Samples(pcm))
	for i := range samples {
		samples[i] = pcmfile.Sample(pcm, i)
	}
	return samples
}
