package openai

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"

	"github.com/radscribe/radscribe/ports"
)

// maxPromptChars caps the vocabulary prompt: Whisper reads only about 224 tokens of it and
// ignores the rest.
const maxPromptChars = 800

// upload is how a container is named in the multipart file part.
type upload struct {
	name, contentType string
}

// uploads names each sniffed container; the server chooses its decoder by the extension.
var uploads = map[string]upload{
	ports.AudioWebM: {"recording.webm", "audio/webm"},
	ports.AudioOgg:  {"recording.ogg", "audio/ogg"},
	ports.AudioWAV:  {"recording.wav", "audio/wav"},
	ports.AudioMP3:  {"recording.mp3", "audio/mpeg"},
	ports.AudioM4A:  {"recording.m4a", "audio/mp4"},
}

func uploadFor(format string) (upload, bool) {
	u, ok := uploads[strings.ToLower(format)]
	return u, ok
}

// params is one attempt's request; each attempt needs its own reader over the audio.
func (r *Recognizer) params(req ports.TranscriptionRequest, file upload) openai.AudioTranscriptionNewParams {
	p := openai.AudioTranscriptionNewParams{
		File:           openai.File(bytes.NewReader(req.Audio), file.name, file.contentType),
		Model:          openai.AudioModel(r.model),
		ResponseFormat: r.format,
	}
	if language := isoLanguage(req.Language); language != "" {
		p.Language = openai.String(language)
	}
	if prompt := promptHint(req.Hints); prompt != "" {
		p.Prompt = openai.String(prompt)
	}
	return p
}

// responseFormat asks Whisper models for verbose_json, which carries the audio's duration and
// the segments live dictation settles utterances by: whisper-1, and the names self-hosted
// servers give them ("Systran/faster-whisper-small", "openai/whisper-large-v3"). The gpt-4o
// transcribe models accept only json (and text).
func responseFormat(model string) openai.AudioResponseFormat {
	if strings.Contains(strings.ToLower(model), "whisper") {
		return openai.AudioResponseFormatVerboseJSON
	}
	return openai.AudioResponseFormatJSON
}

// isoLanguage maps the product's language code (en, de-ch, pt-br ...) to the ISO-639-1 code
// the API takes; anything else is left out so the server detects the language itself.
func isoLanguage(code string) string {
	primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(code)), "-")
	primary, _, _ = strings.Cut(primary, "_")
	if len(primary) != 2 || !isLetter(primary[0]) || !isLetter(primary[1]) {
		return ""
	}
	return primary
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// promptHint lists the user's vocabulary for the model to expect, whole terms only, within
// maxPromptChars; a term that does not fit is skipped so later shorter ones still may.
func promptHint(hints []string) string {
	var prompt strings.Builder
	length := 0
	seen := map[string]bool{}
	for _, hint := range hints {
		term := strings.Join(strings.Fields(hint), " ")
		key := strings.ToLower(term)
		if term == "" || seen[key] {
			continue
		}
		add := utf8.RuneCountInString(term)
		if length > 0 {
			add += len(", ")
		}
		if length+add > maxPromptChars {
			continue
		}
		if length > 0 {
			prompt.WriteString(", ")
		}
		prompt.WriteString(term)
		length += add
		seen[key] = true
	}
	return prompt.String()
}
