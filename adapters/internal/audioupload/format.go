package audioupload

import (
	"github.com/gabriel-vasile/mimetype"

	"github.com/radscribe/radscribe/ports"
)

// formats maps the MIME types mimetype detects (and their aliases) to the containers the
// speech engines accept.
var formats = map[string]string{
	"video/webm": ports.AudioWebM, "audio/webm": ports.AudioWebM,
	"application/ogg": ports.AudioOgg, "audio/ogg": ports.AudioOgg,
	"audio/wav": ports.AudioWAV, "audio/mpeg": ports.AudioMP3,
	"audio/mp4": ports.AudioM4A, "audio/x-m4a": ports.AudioM4A,
}

// Format names what audio's bytes are, whatever the upload's name or type claims (the browser
// uploads webm/opus as "recording.wav"); "" for anything else.
func Format(audio []byte) string {
	for m := mimetype.Detect(audio); m != nil; m = m.Parent() {
		for mime, format := range formats {
			if m.Is(mime) {
				return format
			}
		}
	}
	return ""
}
