package dictation

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// MsgAudioFormatUnknown answers an upload whose bytes are none of the accepted containers.
const MsgAudioFormatUnknown = "Unsupported audio format: upload WebM, Ogg, WAV, MP3 or M4A audio."

// acceptedFormats are the containers the server passes to a speech engine.
var acceptedFormats = []string{ports.AudioWebM, ports.AudioOgg, ports.AudioWAV, ports.AudioMP3, ports.AudioM4A}

// TranscribeInput is one uploaded recording. Audio is held in memory only.
type TranscribeInput struct {
	// RecordingID names the user's recording row that receives the text; empty transcribes
	// without storing anything.
	RecordingID string
	// Language is the dictation language; empty uses the recording's.
	Language string
	Audio    []byte
	// Format is what the audio's bytes are (ports.Audio*), sniffed by the caller.
	Format string
}

// TranscribeResult is the text the engine heard and its correction.
type TranscribeResult struct {
	RecordingID   string
	Text          string
	CorrectedText string
	Corrections   []report.Correction
	// Review is what the correction kept as dictated for the radiologist to read again.
	Review   []ports.CorrectionReview
	Duration time.Duration
	// CorrectionFailure, when not nil, is why CorrectedText is the engine's text uncorrected:
	// the report writer could not be reached. It is for the log and holds no text.
	CorrectionFailure error
}

// Transcribe sends the audio to the speech engine with the user's vocabulary as hints,
// corrects the text as every report path does and stores both on the recording, which ends
// transcribed, or failed when the engine fails. A correction the report writer cannot make
// leaves the text uncorrected (CorrectionFailure says why). partial receives the
// engine's text as it streams, when it does.
func (s *Service) Transcribe(ctx context.Context, user account.User, in TranscribeInput, partial func(delta string)) (TranscribeResult, error) {
	if s.recognizer == nil {
		return TranscribeResult{}, apperr.New(apperr.Unavailable, MsgSpeechNotConfigured)
	}
	if !slices.Contains(acceptedFormats, in.Format) {
		return TranscribeResult{}, apperr.New(apperr.UnsupportedMedia, MsgAudioFormatUnknown)
	}
	var recording dictation.Recording
	if in.RecordingID != "" {
		var err error
		if recording, err = s.startTranscription(ctx, user, in.RecordingID); err != nil {
			return TranscribeResult{}, err
		}
		if strings.TrimSpace(in.Language) == "" {
			in.Language = recording.Language
		}
	}
	language, err := checkLanguage(in.Language)
	if err != nil {
		return TranscribeResult{}, s.fail(ctx, user, recording, err)
	}
	// Only a valid request uses the budget; a refused one leaves the recording failed, to be
	// sent again later.
	if err := s.takeBudget(ctx, user); err != nil {
		return TranscribeResult{}, s.fail(ctx, user, recording, err)
	}
	hints, err := s.hints(ctx, user, language)
	if err != nil {
		return TranscribeResult{}, s.fail(ctx, user, recording, err)
	}
	heard, err := s.recognizer.Transcribe(ctx, ports.TranscriptionRequest{
		Audio: in.Audio, Format: in.Format, Language: language, Hints: hints, Duration: recording.Timing.Duration,
	}, partial)
	if err != nil {
		return TranscribeResult{}, s.fail(ctx, user, recording, recognizerFailed(err))
	}
	return s.complete(ctx, user, recording, language, heard, int64(len(in.Audio)))
}

// complete corrects what the engine heard as every report path does and stores both on the
// recording (none when the recording has no id), which ends transcribed.
func (s *Service) complete(ctx context.Context, user account.User, recording dictation.Recording, language string, heard ports.Transcription, fileSize int64) (TranscribeResult, error) {
	result := TranscribeResult{RecordingID: recording.ID, Text: heard.Text, Duration: heard.Duration}
	if result.Duration == 0 {
		result.Duration = recording.Timing.Duration
	}
	// Silence comes back empty: there is nothing to correct, and the recording is still done.
	if strings.TrimSpace(heard.Text) != "" {
		corrected, err := s.corrector.CorrectTranscription(ctx, user, heard.Text, language)
		switch {
		case err == nil:
			result.CorrectedText, result.Corrections, result.Review = corrected.Text, corrected.Corrections, corrected.Review
		case apperr.KindOf(err) == apperr.Unavailable:
			// The engine's text is the dictation itself, and the browser no longer holds the
			// audio: when the report writer cannot correct it now, it is kept uncorrected
			// rather than lost, and the report actions that follow say what failed.
			result.CorrectedText, result.CorrectionFailure = heard.Text, err
		default:
			return TranscribeResult{}, s.fail(ctx, user, recording, err)
		}
	}
	if recording.ID == "" {
		return result, nil
	}
	err := s.stores.Recordings.SaveTranscription(ctx, user.ID, recording.ID, ports.TranscriptionSaved{
		Transcript:  dictation.Transcript{Raw: result.Text, Corrected: result.CorrectedText},
		Corrections: result.Corrections, FileSize: fileSize, Duration: heard.Duration, At: s.clock.Now(),
	})
	return result, err
}

// startTranscription moves the user's recording to transcribing. A recording the browser
// created as transcribing is already there.
func (s *Service) startTranscription(ctx context.Context, user account.User, id string) (dictation.Recording, error) {
	recording, err := s.ownRecording(ctx, user, id)
	if err != nil {
		return dictation.Recording{}, err
	}
	if recording.Status == dictation.StatusTranscribing {
		return recording, nil
	}
	if !recording.Status.CanBecome(dictation.StatusTranscribing) {
		return dictation.Recording{}, apperr.New(apperr.Conflict, MsgRecordingStillActive)
	}
	recording.Status = dictation.StatusTranscribing
	return recording, s.stores.Recordings.SetStatus(ctx, user.ID, id, dictation.StatusTranscribing)
}

// fail marks the recording failed, so the session list shows it, and returns cause. The
// status is written even when the request was cancelled.
func (s *Service) fail(ctx context.Context, user account.User, recording dictation.Recording, cause error) error {
	if recording.ID == "" {
		return cause
	}
	if err := s.stores.Recordings.SetStatus(context.WithoutCancel(ctx), user.ID, recording.ID, dictation.StatusFailed); err != nil {
		return errors.Join(cause, err)
	}
	return cause
}

// hints are the user's vocabulary words of the language, for the engine to expect.
func (s *Service) hints(ctx context.Context, user account.User, language string) ([]string, error) {
	entries, err := s.stores.Vocabulary.ListByOwner(ctx, user.ID)
	if err != nil {
		return nil, err
	}
	return vocabulary.Hints(vocabulary.ForLanguage(entries, language)), nil
}

// recognizerFailed tells the user what they can do: another format, or try again. The
// engine's error stays in the log; it never contains the audio or the text.
func recognizerFailed(err error) error {
	switch {
	case errors.Is(err, ports.ErrAudioFormatUnsupported):
		return apperr.Wrap(apperr.UnsupportedMedia, MsgAudioFormatRefused, err)
	case errors.Is(err, ports.ErrRecordingTooLong):
		return apperr.Wrap(apperr.TooLarge, MsgRecordingTooLong, err)
	case errors.Is(err, context.Canceled):
		return err
	}
	return apperr.Wrap(apperr.Unavailable, MsgTranscriptionFailed, err)
}
