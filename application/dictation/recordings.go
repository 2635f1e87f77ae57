package dictation

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/template"
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

// CreateRecording stores the row of a new recording. The first recording of a dictation
// session gets a new session id; later ones bring it along. The ids a recording names are the
// server's (dictation.IsID), the session is not another user's (404, as for any other object
// of another user's) and holds fewer than the session's cap of recordings, the template is a
// default one and the own template the user's; only a recording that is stored uses the
// user's hourly rate of new recordings.
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
	sessionID := strings.TrimSpace(in.SessionID)
	if sessionID != "" && !dictation.IsID(sessionID) {
		return dictation.Recording{}, apperr.New(apperr.Invalid, dictation.MsgInvalidSession)
	}
	if (in.TemplateID != "" && !dictation.IsID(in.TemplateID)) || (in.UserTemplateID != "" && !dictation.IsID(in.UserTemplateID)) {
		return dictation.Recording{}, apperr.New(apperr.Invalid, dictation.MsgInvalidTemplateID)
	}
	if err := s.checkTemplates(ctx, user, in.TemplateID, in.UserTemplateID); err != nil {
		return dictation.Recording{}, err
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
	err = s.stores.Recordings.Create(ctx, recording, func(session dictation.SessionUse) error {
		if err := session.CheckJoin(user.ID, s.budget.RecordingsPerSession); err != nil {
			return joinRefused(err)
		}
		return s.takeRecording(ctx, user)
	})
	if err != nil {
		return dictation.Recording{}, err
	}
	return recording, nil
}

// joinRefused says why a recording cannot join its session: another user's session is not
// found, as every other object of another user's; a full one is 429, and waiting does not
// help, so the message says what does (Retry-After is then the default minute).
func joinRefused(err error) error {
	var full dictation.SessionFull
	switch {
	case errors.Is(err, dictation.ErrSessionNotYours):
		return apperr.New(apperr.NotFound, MsgSessionNotFound)
	case errors.As(err, &full):
		return apperr.TooMany(full.Error(), 0)
	}
	return err
}

// checkTemplates refuses a template the user cannot choose: templateID must name a default
// template and userTemplateID one of the user's own; another user's template is not found.
func (s *Service) checkTemplates(ctx context.Context, user account.User, templateID, userTemplateID string) error {
	notFound := apperr.New(apperr.NotFound, template.MsgNotFound)
	if templateID != "" {
		masters, err := s.stores.MasterTemplates.List(ctx)
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(masters, func(t template.Template) bool { return t.ID == templateID }) {
			return notFound
		}
	}
	if userTemplateID != "" {
		own, err := s.stores.UserTemplates.ListByOwner(ctx, user.ID)
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(own, func(t template.Template) bool { return t.ID == userTemplateID }) {
			return notFound
		}
	}
	return nil
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
