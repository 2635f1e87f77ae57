package dictation

import (
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/report"
)

// Status is where a recording is in its life: recorded in the browser, transcribed by the
// speech engine, corrected, then used for a report.
type Status string

// The recording states (spec 000, section 4). A recording is transcribed once its corrected
// text is stored and completed once a report was made from it.
const (
	StatusIdle         Status = "idle"
	StatusRecording    Status = "recording"
	StatusTranscribing Status = "transcribing"
	StatusCorrecting   Status = "correcting"
	StatusTranscribed  Status = "transcribed"
	StatusCompleted    Status = "completed"
	StatusFailed       Status = "failed"
)

// transitions lists where each state may go. A failed transcription may be tried again, and a
// transcribed recording may be transcribed anew (the radiologist re-sends the audio).
var transitions = map[Status][]Status{
	StatusIdle:         {StatusRecording},
	StatusRecording:    {StatusTranscribing, StatusFailed},
	StatusTranscribing: {StatusCorrecting, StatusTranscribed, StatusFailed},
	StatusCorrecting:   {StatusTranscribed, StatusFailed},
	StatusTranscribed:  {StatusCompleted, StatusTranscribing},
	StatusCompleted:    {StatusTranscribing},
	StatusFailed:       {StatusTranscribing},
}

// CanBecome reports whether a recording in state s may move to next.
func (s Status) CanBecome(next Status) bool {
	for _, allowed := range transitions[s] {
		if allowed == next {
			return true
		}
	}
	return false
}

// IsStartStatus reports whether a new recording row may be created in status s: the browser
// creates it while recording or once the audio is on its way to transcription.
func IsStartStatus(s Status) bool {
	return s == StatusRecording || s == StatusTranscribing
}

// MaxRecordingDuration bounds the length a browser may report for one recording; a longer
// value is a broken clock, not a dictation.
const MaxRecordingDuration = 4 * time.Hour

// The recording's messages, shown to users verbatim.
const (
	MsgInvalidStatus   = "A new recording's status must be 'recording' or 'transcribing'."
	MsgInvalidDuration = "The recording's duration must be between 0 and 4 hours."
	MsgInvalidTimes    = "The recording's end time must not be before its start time."
	MsgInvalidSession  = "The session id is not valid."
)

// Timing is what the browser measured of a recording.
type Timing struct {
	Start, End time.Time
	Duration   time.Duration
}

// Check refuses a negative or impossibly long duration and an end before the start.
func (t Timing) Check() error {
	if t.Duration < 0 || t.Duration > MaxRecordingDuration {
		return Problem(MsgInvalidDuration)
	}
	if !t.Start.IsZero() && !t.End.IsZero() && t.End.Before(t.Start) {
		return Problem(MsgInvalidTimes)
	}
	return nil
}

// Transcript is the text of one recording: what the speech engine heard and its correction.
type Transcript struct {
	Raw, Corrected string
}

// JoinTranscripts is the session's dictation as one text for fill and generate: each
// recording's corrected text when it has one, else its raw text, joined by spaces; recordings
// without text are skipped.
func JoinTranscripts(transcripts []Transcript) string {
	parts := make([]string, 0, len(transcripts))
	for _, t := range transcripts {
		text := strings.TrimSpace(t.Corrected)
		if text == "" {
			text = strings.TrimSpace(t.Raw)
		}
		if text != "" {
			parts = append(parts, text)
		}
	}
	return strings.Join(parts, " ")
}

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Recording is one dictation as the product keeps it: its metadata for the statistics and,
// until New Report or the retention period removes it, its transcript.
type Recording struct {
	ID        string
	OwnerID   string
	SessionID string
	Language  string
	Status    Status
	Timing    Timing
	// TemplateID and UserTemplateID name the template chosen while dictating, if any.
	TemplateID     string
	UserTemplateID string
	// FileSize is the size of the transcribed audio in bytes; the audio itself is never kept.
	FileSize    int64
	CreatedAt   time.Time
	Transcript  Transcript
	Corrections []report.Correction
}
