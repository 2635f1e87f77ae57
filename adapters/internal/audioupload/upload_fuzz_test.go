package audioupload

import (
	"bytes"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/ports"
)

// fuzzBodyLimit stands in for the server's body limit on uploads, small so the fuzzer meets it.
const fuzzBodyLimit = 4096

// boundary is the multipart boundary of the seeds.
const boundary = "radscribe-boundary"

// headers are the first bytes of each container the browsers record: WebM's EBML header as
// MediaRecorder writes it, Ogg, WAV, MP3 with an ID3 tag, and M4A.
var headers = map[string][]byte{
	ports.AudioWebM: {0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0xF7, 0x81, 0x01, 0x42, 0xF2, 0x81, 0x04,
		0x42, 0xF3, 0x81, 0x08, 0x42, 0x82, 0x84, 'w', 'e', 'b', 'm', 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02},
	ports.AudioOgg: append([]byte("OggS\x00\x02"), make([]byte, 22)...),
	ports.AudioWAV: []byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00"),
	ports.AudioMP3: []byte("ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb\x90\x00"),
	ports.AudioM4A: []byte("\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom\x00\x00\x00\x00"),
}

// form is a multipart body with the given fields, then the audio when there is one.
func form(f *testing.F, audio []byte, fields ...string) []byte {
	f.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	if err := w.SetBoundary(boundary); err != nil {
		f.Fatal(err)
	}
	for i := 0; i+1 < len(fields); i += 2 {
		if err := w.WriteField(fields[i], fields[i+1]); err != nil {
			f.Fatal(err)
		}
	}
	if audio != nil {
		part, err := w.CreateFormFile("audio", "recording.wav")
		if err != nil {
			f.Fatal(err)
		}
		if _, err := part.Write(audio); err != nil {
			f.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		f.Fatal(err)
	}
	return body.Bytes()
}

// FuzzRead: any body under any content type is read without a panic into a recording with
// audio and short fields, or refused as invalid (400) or over the limit (413), never as a
// failure of the server.
func FuzzRead(f *testing.F) {
	formType := "multipart/form-data; boundary=" + boundary
	for _, audio := range headers {
		f.Add(formType, form(f, audio, "language", "en", "recordingId", "rec-1"))
	}
	whole := form(f, headers[ports.AudioWebM], "language", "de")
	f.Add(formType, whole[:len(whole)/2])
	f.Add(formType, form(f, nil, "language", "en"))
	f.Add(formType, form(f, []byte{}))
	f.Add(formType, form(f, headers[ports.AudioOgg], "language", string(bytes.Repeat([]byte("e"), MaxFieldBytes+1))))
	f.Add(formType, form(f, bytes.Repeat([]byte{0x1A}, fuzzBodyLimit+1)))
	f.Add(formType, form(f, headers[ports.AudioWAV], "other", "ignored"))
	f.Add("multipart/form-data", form(f, headers[ports.AudioWebM]))
	f.Add("application/json", []byte(`{"audio":"AAAA"}`))
	f.Add("", []byte{})
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		req := httptest.NewRequest(http.MethodPost, "/api/transcribe", bytes.NewReader(body))
		req.Header.Set("Content-Type", contentType)
		req.Body = http.MaxBytesReader(httptest.NewRecorder(), req.Body, fuzzBodyLimit)
		upload, err := Read(req)
		if err != nil {
			var tooLarge *http.MaxBytesError
			var appErr *apperr.Error
			if !errors.As(err, &tooLarge) && (!errors.As(err, &appErr) || appErr.Kind != apperr.Invalid || appErr.Message == "") {
				t.Fatalf("refused with %#v, neither invalid with a message nor too large", err)
			}
			return
		}
		if len(upload.Audio) == 0 || len(upload.Audio) > fuzzBodyLimit {
			t.Fatalf("accepted %d bytes of audio", len(upload.Audio))
		}
		if len(upload.Language) > MaxFieldBytes || len(upload.RecordingID) > MaxFieldBytes {
			t.Fatalf("accepted fields of %d and %d bytes", len(upload.Language), len(upload.RecordingID))
		}
	})
}

// magic tells whether audio starts as its container's files do.
var magic = map[string]func([]byte) bool{
	ports.AudioWebM: func(a []byte) bool { return bytes.HasPrefix(a, []byte{0x1A, 0x45, 0xDF, 0xA3}) },
	ports.AudioOgg:  func(a []byte) bool { return bytes.HasPrefix(a, []byte("OggS")) },
	ports.AudioWAV:  func(a []byte) bool { return len(a) >= 12 && string(a[:4]) == "RIFF" && string(a[8:12]) == "WAVE" },
	ports.AudioMP3: func(a []byte) bool {
		return bytes.HasPrefix(a, []byte("ID3")) || (len(a) >= 2 && a[0] == 0xFF && a[1]&0xE0 == 0xE0)
	},
	ports.AudioM4A: func(a []byte) bool { return len(a) >= 8 && string(a[4:8]) == "ftyp" },
}

// FuzzFormat: bytes are named as one of the speech engines' containers only when they start as
// that container does, and the seeds' headers are each recognised.
func FuzzFormat(f *testing.F) {
	for format, audio := range headers {
		if got := Format(audio); got != format {
			f.Fatalf("Format of a %s header = %q", format, got)
		}
		f.Add(audio)
	}
	f.Add([]byte("RIFF\x24\x00\x00\x00AVI LIST"))
	f.Add([]byte("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"))
	f.Add([]byte("<html><script>alert(1)</script>"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, audio []byte) {
		format := Format(audio)
		if format == "" {
			return
		}
		if starts, known := magic[format]; !known || !starts(audio) {
			t.Fatalf("%q named %q", audio, format)
		}
	})
}
