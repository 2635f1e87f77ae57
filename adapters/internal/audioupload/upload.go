// Package audioupload reads a recording uploaded for transcription and names its container by
// its bytes, for the HTTP adapter's transcription route.
package audioupload

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"

	"github.com/radscribe/radscribe/application/apperr"
)

// The upload's messages, shown to users verbatim.
const (
	msgNotMultipart = "Send the recording as multipart/form-data with the audio in the 'audio' field."
	msgNoAudio      = "Please attach the recorded audio in the 'audio' field."
	msgEmptyAudio   = "The recording is empty. Please record again."
	msgFieldTooLong = "A form field is too long."
)

// MaxFieldBytes bounds the text fields beside the audio (language, recordingId).
const MaxFieldBytes = 256

// Upload is a transcription request as the form carries it.
type Upload struct {
	Audio       []byte
	Language    string
	RecordingID string
}

// Read reads the multipart form part by part into memory. Unlike gin's FormFile, which parks
// large files in a temporary file, no byte of the audio reaches the disk; the body limit bounds
// what is read. A broken or incomplete form is an apperr.Invalid error, a body over the limit
// the *http.MaxBytesError.
func Read(r *http.Request) (Upload, error) {
	reader, err := r.MultipartReader()
	if err != nil {
		return Upload{}, apperr.New(apperr.Invalid, msgNotMultipart)
	}
	var upload Upload
	sawAudio := false
	for {
		part, err := reader.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return Upload{}, uploadFailed(err)
		}
		switch part.FormName() {
		case "audio":
			sawAudio = true
			upload.Audio, err = io.ReadAll(part)
		case "language":
			upload.Language, err = readField(part)
		case "recordingId":
			upload.RecordingID, err = readField(part)
		default:
			_, err = io.Copy(io.Discard, part)
		}
		if err != nil {
			return Upload{}, uploadFailed(err)
		}
	}
	switch {
	case !sawAudio:
		return Upload{}, apperr.New(apperr.Invalid, msgNoAudio)
	case len(upload.Audio) == 0:
		return Upload{}, apperr.New(apperr.Invalid, msgEmptyAudio)
	}
	return upload, nil
}

func readField(part *multipart.Part) (string, error) {
	value, err := io.ReadAll(io.LimitReader(part, MaxFieldBytes+1))
	if err != nil {
		return "", err
	}
	if len(value) > MaxFieldBytes {
		return "", apperr.New(apperr.Invalid, msgFieldTooLong)
	}
	return string(value), nil
}

// uploadFailed keeps the body limit's error (413) and makes any other broken form a 400.
func uploadFailed(err error) error {
	var tooLarge *http.MaxBytesError
	var appErr *apperr.Error
	if errors.As(err, &tooLarge) || errors.As(err, &appErr) {
		return err
	}
	return apperr.New(apperr.Invalid, msgNotMultipart)
}
