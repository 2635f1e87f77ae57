package dictation

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/ports"
)

// NewRecording is what the browser says of a recording it starts or has just stopped.
type NewRecording struct {
	Language       string
	Status         dictation.Status
	SessionID      string
	Timing         dictation.Timing
	TemplateID     string
	UserTemplateID string
}

// sessionIDPattern accepts the ids the server hands out (UUIDs) and other short tokens, so a
// session id can never carry text of any length into the database.
var sessionIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// maxTemplateIDLength bounds the template ids a recording names.
const maxTemplateIDLength = 64

// CreateRecording stores the row of a new recording. The first recording of a dictation
// session gets a new session id; later ones bring it along.
func (s *Service) CreateRecording(ctx context.Context, user account.User, in NewRecording) (dictation.Recording, error) {
	language, err := checkLanguage(in.Language)
	if err != nil {
		return dictation.Recording{}, err
	}
	if !dictation.IsStartStatus(in.Status) {
		return dictation.Recording{}, apperr.New(apperr.Invalid, dictation.MsgInvalidStatus)
	}
	if err := in.Timing.Check(); err != nil {
		return dictation.Recording{}, apperr.New(apperr.Invalid, err.Error())
	}
	if len(in.TemplateID) > maxTemplateIDLength || len(in.UserTemplateID) > maxTemplateIDLength {
		return dictation.Recording{}, apperr.New(apperr.Invalid, MsgTemplateIDTooLong)
	}
	sessionID := strings.TrimSpace(in.SessionID)
	if sessionID != "" && !sessionIDPattern.MatchString(sessionID) {
		return dictation.Recording{}, apperr.New(apperr.Invalid, dictation.MsgInvalidSession)
	}
	if sessionID == "" {
		if sessionID, err = s.ids.NewID(); err != nil {
			return dictation.Recording{}, err
		}
	}
	id, err := s.ids.NewID()
	if err != nil {
		return dictation.Recording{}, err
	}
	recording := dictation.Recording{
		ID: id, OwnerID: user.ID, SessionID: sessionID, Language: language, Status: in.Status, Timing: in.Timing,
		TemplateID: in.TemplateID, UserTemplateID: in.UserTemplateID, CreatedAt: s.clock.Now(),
	}
	return recording, s.stores.Recordings.Create(ctx, recording)
}

// Session is a dictation session's recordings and their text joined for fill and generate.
type Session struct {
	Recordings []dictation.Recording
	Transcript string
}

// SessionRecordings returns the user's recordings of a session with their transcripts.
func (s *Service) SessionRecordings(ctx context.Context, user account.User, sessionID string) (Session, error) {
	recordings, err := s.stores.Recordings.ListSession(ctx, user.ID, sessionID)
	if err != nil {
		return Session{}, err
	}
	if len(recordings) == 0 {
		return Session{}, apperr.New(apperr.NotFound, MsgSessionNotFound)
	}
	transcripts := make([]dictation.Transcript, 0, len(recordings))
	for _, r := range recordings {
		transcripts = append(transcripts, r.Transcript)
	}
	return Session{Recordings: recordings, Transcript: dictation.JoinTranscripts(transcripts)}, nil
}

// ownRecording returns the user's recording or the not-found answer another user's gets too.
func (s *Service) ownRecording(ctx context.Context, user account.User, id string) (dictation.Recording, error) {
	recording, err := s.stores.Recordings.Get(ctx, user.ID, id)
	if errors.Is(err, ports.ErrNotFound) {
		return dictation.Recording{}, apperr.New(apperr.NotFound, MsgRecordingNotFound)
	}
	return recording, err
}

// checkLanguage refuses a language outside the dictation list; empty is the default.
func checkLanguage(language string) (string, error) {
	language, err := lang.DictationLanguage(language)
	if err != nil {
		return "", apperr.New(apperr.Invalid, err.Error())
	}
	return language, nil
}
