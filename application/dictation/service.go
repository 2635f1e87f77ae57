// Package dictation holds the use cases of a dictation session's recordings and transcripts.
package dictation

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// MsgSessionNotFound answers a session that is unknown or someone else's; both look the same.
const MsgSessionNotFound = "Session not found"

// Service runs the dictation use cases.
type Service struct {
	transcripts ports.SessionTranscripts
}

// NewService returns the dictation use cases.
func NewService(transcripts ports.SessionTranscripts) *Service {
	return &Service{transcripts: transcripts}
}

// ClearSessionTranscripts deletes the transcripts of the user's dictation session (New
// Report) and returns how many were deleted.
func (s *Service) ClearSessionTranscripts(ctx context.Context, user account.User, sessionID string) (int, error) {
	cleared, err := s.transcripts.ClearSession(ctx, user.ID, sessionID)
	if errors.Is(err, ports.ErrNotFound) {
		return 0, apperr.New(apperr.NotFound, MsgSessionNotFound)
	}
	return cleared, err
}
