package http

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
)

// The upload's messages, shown to users verbatim.
const (
	msgNotMultipart = "Send the recording as multipart/form-data with the audio in the 'audio' field."
	msgNoAudio      = "Please attach the recorded audio in the 'audio' field."
	msgEmptyAudio   = "The recording is empty. Please record again."
	msgFieldTooLong = "A form field is too long."
)

// maxFieldBytes bounds the text fields beside the audio (language, recordingId).
const maxFieldBytes = 256

// audioUpload is a transcription request as the form carries it.
type audioUpload struct {
	audio       []byte
	language    string
	recordingID string
}

// readAudioUpload reads the multipart form part by part into memory. Unlike gin's FormFile,
// which parks large files in a temporary file, no byte of the audio reaches the disk; the
// body limit bounds what is read.
func readAudioUpload(r *http.Request) (audioUpload, error) {
	reader, err := r.MultipartReader()
	if err != nil {
		return audioUpload{}, apperr.New(apperr.Invalid, msgNotMultipart)
	}
	var upload audioUpload
	sawAudio := false
	for {
		part, err := reader.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return audioUpload{}, uploadFailed(err)
		}
		switch part.FormName() {
		case "audio":
			sawAudio = true
			upload.audio, err = io.ReadAll(part)
		case "language":
			upload.language, err = readField(part)
		case "recordingId":
			upload.recordingID, err = readField(part)
		default:
			_, err = io.Copy(io.Discard, part)
		}
		if err != nil {
			return audioUpload{}, uploadFailed(err)
		}
	}
	switch {
	case !sawAudio:
		return audioUpload{}, apperr.New(apperr.Invalid, msgNoAudio)
	case len(upload.audio) == 0:
		return audioUpload{}, apperr.New(apperr.Invalid, msgEmptyAudio)
	}
	return upload, nil
}

func readField(part *multipart.Part) (string, error) {
	value, err := io.ReadAll(io.LimitReader(part, maxFieldBytes+1))
	if err != nil {
		return "", err
	}
	if len(value) > maxFieldBytes {
		return "", apperr.New(apperr.Invalid, msgFieldTooLong)
	}
	return string(value), nil
}

// uploadFailed keeps the body limit's 413 and answers any other broken form with 400.
func uploadFailed(err error) error {
	var tooLarge *http.MaxBytesError
	var appErr *apperr.Error
	if errors.As(err, &tooLarge) || errors.As(err, &appErr) {
		return err
	}
	return apperr.New(apperr.Invalid, msgNotMultipart)
}

// allowSlowUpload gives a large recording on a slow line the time it needs, beyond the
// server's read and write timeouts for ordinary requests.
func allowSlowUpload(c *gin.Context, uploadTime, answerTime time.Duration) {
	rc := http.NewResponseController(c.Writer)
	now := time.Now()
	// Not every writer supports deadlines (tests' recorders); the defaults then stay.
	_ = rc.SetReadDeadline(now.Add(uploadTime))
	_ = rc.SetWriteDeadline(now.Add(uploadTime + answerTime))
}
