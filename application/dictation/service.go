// Package dictation holds the use cases of a dictation session's recordings and transcripts.
package dictation

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// The messages of the dictation use cases, shown to users verbatim.
const (
	// MsgSessionNotFound answers a session that is unknown or someone else's; both look the same.
	MsgSessionNotFound      = "Session not found"
	MsgRecordingNotFound    = "Recording not found"
	MsgSpeechNotConfigured  = "Speech recognition is not configured on this server."
	MsgTranscriptionFailed  = "Failed to transcribe audio. Please try again."
	MsgAudioFormatRefused   = "The configured speech engine cannot read this audio format. Record in the browser again or upload WebM, Ogg or WAV audio."
	MsgRecordingTooLong     = "This recording is longer than the speech engine accepts (about 5 minutes). Please dictate in shorter recordings; they are joined for the report."
	MsgRecordingStillActive = "This recording is already being transcribed."
	// MsgTooManyTranscriptions answers a user over the transcription budget, with the wait
	// ("12 minutes").
	MsgTooManyTranscriptions = "You have sent a lot of recordings in the last hour. Please try again in %s."
	// MsgTooManyRecordings answers a user over the hourly rate of new recordings, with the
	// wait.
	MsgTooManyRecordings = "You have made a lot of recordings in the last hour. Please try again in %s."
	// MsgLimiterDown answers when the budget cannot be checked.
	MsgLimiterDown = "Please try again in a moment."
)

// Budget is what one user may ask of the dictation use cases (limits.* in the configuration).
type Budget struct {
	// PerHour is how many recordings one user may have transcribed in an hour: generous for a
	// radiologist's day, low enough that a script cannot run up the speech engine's bill.
	PerHour int
	// RecordingsPerHour is how many recordings one user may start in an hour. The browser
	// starts one for each transcription, and a failed one is sent again on the same row, so
	// the transcriptions' number (300, one every 12 seconds for a whole hour) is plenty; it
	// keeps a script from filling the recordings table (it stored 1,500 in 1.1 s before).
	RecordingsPerHour int
	// RecordingsPerSession is how many recordings one dictation session (one report; New
	// Report starts the next) may hold. 100 pauses in one report are far more than anyone
	// dictates, and the cap bounds what the session's page and the report it fills read.
	RecordingsPerSession int
}

// The budgets' window and the rate limiter's keys for them.
const (
	budgetWindow             = time.Hour
	budgetKeyPrefix          = "transcriptions:user:"
	recordingBudgetKeyPrefix = "recordings:user:"
)

// Corrector corrects a transcript as every report path does: spoken punctuation, the user's
// vocabulary (counted), medical terms. The transcription's budget covers it.
type Corrector interface {
	CorrectTranscription(ctx context.Context, user account.User, text, language string) (ports.CorrectionResult, error)
}

// Stores are the repositories the dictation use cases need: the recordings, and the templates
// a recording may name (the default ones and the user's own).
type Stores struct {
	Recordings      ports.RecordingRepository
	Transcripts     ports.SessionTranscripts
	Vocabulary      ports.VocabularyRepository
	MasterTemplates ports.MasterTemplateRepository
	UserTemplates   ports.UserTemplateRepository
}

// Service runs the dictation use cases.
type Service struct {
	stores     Stores
	recognizer ports.SpeechRecognizer
	speech     SpeechSettings
	corrector  Corrector
	limiter    ports.RateLimiter
	budget     Budget
	clock      ports.Clock
	ids        ports.IDGenerator
}

// SpeechSettings is what the UI may know of the speech engine.
type SpeechSettings struct {
	// Provider names the engine ("none" when recognizer is nil).
	Provider string
	// Streaming: the engine sends text while it works and the server relays it.
	Streaming     bool
	MaxAudioBytes int64
}

// NewService returns the dictation use cases; recognizer is nil when no speech engine is
// configured, and then transcription answers 503 with MsgSpeechNotConfigured. Each
// transcription is taken from the user's budget.
func NewService(stores Stores, recognizer ports.SpeechRecognizer, speech SpeechSettings, corrector Corrector,
	limiter ports.RateLimiter, budget Budget, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{
		stores: stores, recognizer: recognizer, speech: speech, corrector: corrector,
		limiter: limiter, budget: budget, clock: clock, ids: ids,
	}
}

// takeBudget uses one transcription of the user's hourly budget, or answers 429 with the wait.
func (s *Service) takeBudget(ctx context.Context, user account.User) error {
	return s.take(ctx, budgetKeyPrefix+user.ID, s.budget.PerHour, MsgTooManyTranscriptions)
}

// takeRecording uses one new recording of the user's hourly rate, or answers 429 with the
// wait.
func (s *Service) takeRecording(ctx context.Context, user account.User) error {
	return s.take(ctx, recordingBudgetKeyPrefix+user.ID, s.budget.RecordingsPerHour, MsgTooManyRecordings)
}

// take uses one of perHour under key, or answers 429 with message, which says the wait.
func (s *Service) take(ctx context.Context, key string, perHour int, message string) error {
	ok, wait, err := s.limiter.Take(ctx, key, perHour, budgetWindow)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, MsgLimiterDown, err)
	}
	if !ok {
		return apperr.TooMany(fmt.Sprintf(message, apperr.WaitText(wait)), wait)
	}
	return nil
}

// SpeechStatus tells the voice panel whether it can record and whether text streams.
type SpeechStatus struct {
	Configured    bool
	Provider      string
	Streaming     bool
	MaxAudioBytes int64
}

// SpeechStatus answers the voice panel's question before it offers the record button.
func (s *Service) SpeechStatus() SpeechStatus {
	return SpeechStatus{
		Configured: s.recognizer != nil, Provider: s.speech.Provider,
		Streaming: s.recognizer != nil && s.speech.Streaming, MaxAudioBytes: s.speech.MaxAudioBytes,
	}
}

// ClearSessionTranscripts deletes the transcripts of the user's dictation session (New
// Report) and returns how many were deleted.
func (s *Service) ClearSessionTranscripts(ctx context.Context, user account.User, sessionID string) (int, error) {
	cleared, err := s.stores.Transcripts.ClearSession(ctx, user.ID, sessionID)
	if errors.Is(err, ports.ErrNotFound) {
		return 0, apperr.New(apperr.NotFound, MsgSessionNotFound)
	}
	return cleared, err
}
