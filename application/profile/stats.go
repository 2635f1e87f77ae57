package profile

import (
	"context"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Stats returns the user's dictation statistics, computed from their recordings.
func (s *Service) Stats(ctx context.Context, user account.User) (ports.UserStats, error) {
	return s.stores.Recordings.ForUser(ctx, user.ID)
}
