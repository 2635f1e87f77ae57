package dictation

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports"
)

// MaxLiveDuration bounds the audio of one live recording, its resumed connections included:
// longer than any single dictation, short enough that a forgotten open microphone does not
// run up the speech engine's bill.
const MaxLiveDuration = 30 * time.Minute

// The messages of live dictation, shown to users verbatim.
const (
	MsgLiveUnavailable = "Live dictation is not available on this server: your words appear when you press Stop."
	MsgLiveTooLong     = "This recording has reached 30 minutes, the most one recording may last. Press Stop and record again: the recordings are joined for the report."
	MsgLiveNotOpen     = "This recording is not being dictated: start a new recording."
	MsgLiveBadAudio    = "The live audio must be 16-bit samples."
	MsgLiveBadResume   = "The resumed position lies outside the recording."
)

// Live runs dictation transcribed while it is spoken. It is the Service's use case with a
// live engine; a nil recognizer means the server has none.
type Live struct {
	service    *Service
	recognizer ports.LiveRecognizer
}

// NewLive returns live dictation on the service's stores, budget and correction.
func NewLive(service *Service, recognizer ports.LiveRecognizer) *Live {
	return &Live{service: service, recognizer: recognizer}
}

// Available tells the voice panel whether it can show words while the radiologist speaks.
func (l *Live) Available() bool {
	return l != nil && l.recognizer != nil
}

// LiveStart opens a live connection for a recording the browser created with status
// recording. A connection that dropped is opened again with what the browser kept: the text
// it was sent as finals, and where in the recording's audio the audio it now sends starts.
type LiveStart struct {
	RecordingID string
	// Language is the dictation language; empty uses the recording's.
	Language string
	// Resumed is the text of the earlier connections; From is how much audio they heard.
	Resumed string
	From    time.Duration
}

// LiveEvent is what the browser is told while the radiologist speaks.
type LiveEvent struct {
	// Text is the interim guess (Final false) or a settled utterance (Final true).
	Text  string
	Final bool
	// HeardUntil, on a final, is how much of the recording's audio the finals account for:
	// a connection opened again resumes from there.
	HeardUntil time.Duration
	// Command, on a final, is the voice command the utterance was; its words are then not
	// part of the transcript unless the command is made of text (a new paragraph, a macro).
	Command *dictation.Command
}

// Open starts or resumes live dictation of the user's recording. The first connection moves
// the recording to transcribing; each uses one transcription of the user's budget, as an
// upload does. events receives the text in order until Finish or
// Abort returns.
func (l *Live) Open(ctx context.Context, user account.User, in LiveStart, events func(LiveEvent)) (*LiveDictation, error) {
	if !l.Available() {
		return nil, apperr.New(apperr.Unavailable, MsgLiveUnavailable)
	}
	s := l.service
	recording, err := s.ownRecording(ctx, user, strings.TrimSpace(in.RecordingID))
	if err != nil {
		return nil, err
	}
	// A connection that dropped before the engine settled anything starts afresh, so a
	// recording being transcribed may be started again, not only resumed.
	switch {
	case in.From < 0 || in.From > MaxLiveDuration:
		return nil, apperr.New(apperr.Invalid, MsgLiveBadResume)
	case in.From == MaxLiveDuration:
		return nil, apperr.New(apperr.TooLarge, MsgLiveTooLong)
	case recording.Status != dictation.StatusRecording && recording.Status != dictation.StatusTranscribing:
		return nil, apperr.New(apperr.Conflict, MsgLiveNotOpen)
	}
	if strings.TrimSpace(in.Language) == "" {
		in.Language = recording.Language
	}
	language, err := checkLanguage(in.Language)
	if err != nil {
		return nil, err
	}
	// Every connection uses one transcription of the budget, a resumed one too: otherwise
	// reconnecting would stream without end.
	if err := s.takeBudget(ctx, user); err != nil {
		return nil, err
	}
	if recording.Status == dictation.StatusRecording {
		if err := s.stores.Recordings.SetStatus(ctx, user.ID, recording.ID, dictation.StatusTranscribing); err != nil {
			return nil, err
		}
		recording.Status = dictation.StatusTranscribing
	}
	hints, err := s.hints(ctx, user, language)
	if err != nil {
		return nil, err
	}
	d := &LiveDictation{live: l, user: user, recording: recording, language: language, from: in.From, events: events}
	if text := strings.TrimSpace(in.Resumed); text != "" {
		d.finals = []string{text}
	}
	d.stream, err = l.recognizer.Listen(ctx, ports.LiveRequest{Language: language, Hints: hints}, d.heard)
	if err != nil {
		return nil, recognizerFailed(err)
	}
	return d, nil
}

// LiveDictation is one open live connection of a recording.
type LiveDictation struct {
	live      *Live
	user      account.User
	recording dictation.Recording
	language  string
	from      time.Duration
	events    func(LiveEvent)
	stream    ports.LiveStream

	mu      sync.Mutex
	written int64
	finals  []string
}

// heard turns the engine's text into the browser's events, reading each settled utterance as
// a possible voice command.
func (d *LiveDictation) heard(text ports.LiveText) {
	if !text.Final {
		d.events(LiveEvent{Text: text.Text})
		return
	}
	event := LiveEvent{Text: text.Text, Final: true}
	if text.HeardUntil > 0 {
		event.HeardUntil = d.from + text.HeardUntil
	}
	d.mu.Lock()
	command, isCommand := dictation.ReadCommand(text.Text, d.language)
	switch {
	case !isCommand:
		d.finals = append(d.finals, text.Text)
	case command.Kind == dictation.CommandScratchThat:
		// The browser removes the same utterance from what it shows.
		if len(d.finals) > 0 {
			d.finals = d.finals[:len(d.finals)-1]
		}
	case command.Kind == dictation.CommandNewParagraph:
		// Spoken punctuation makes the words a paragraph break when the transcript is corrected.
		d.finals = append(d.finals, text.Text)
	case command.Kind == dictation.CommandInsertMacro:
		// In the words the correction expands macros from.
		d.finals = append(d.finals, macro.Triggers(d.language)[0]+" "+command.Macro)
	}
	d.mu.Unlock()
	if isCommand {
		event.Command = &command
	}
	d.events(event)
}

// Write sends the next audio to the engine, within the recording's length.
func (d *LiveDictation) Write(pcm []byte) error {
	if len(pcm)%2 != 0 {
		return apperr.New(apperr.Invalid, MsgLiveBadAudio)
	}
	d.mu.Lock()
	d.written += int64(len(pcm))
	heard := d.from + ports.LiveAudioDuration(d.written)
	d.mu.Unlock()
	if heard > MaxLiveDuration {
		return apperr.New(apperr.TooLarge, MsgLiveTooLong)
	}
	if err := d.stream.Write(pcm); err != nil {
		return recognizerFailed(err)
	}
	return nil
}

// Finish waits for the engine's last text, then corrects the whole transcript and stores it
// on the recording as an upload's is.
func (d *LiveDictation) Finish(ctx context.Context) (TranscribeResult, error) {
	s := d.live.service
	if err := d.stream.Finish(ctx); err != nil {
		return TranscribeResult{}, s.fail(ctx, d.user, d.recording, recognizerFailed(err))
	}
	d.mu.Lock()
	heard := ports.Transcription{
		Text:     strings.Join(d.finals, " "),
		Duration: d.from + ports.LiveAudioDuration(d.written),
	}
	written := d.written
	d.mu.Unlock()
	return s.complete(ctx, d.user, d.recording, d.language, heard, written)
}

// Abort ends the connection without a transcript: the recording stays open for a resumed
// connection, until the retention job clears it.
func (d *LiveDictation) Abort() {
	d.stream.Abort()
}
