package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// PromoteToAdmin makes an existing account an admin (radscribe create-admin).
func (s *Service) PromoteToAdmin(ctx context.Context, email string) (account.User, error) {
	user, err := s.stores.Users.ByEmail(ctx, email)
	if errors.Is(err, ports.ErrNotFound) {
		return account.User{}, apperr.New(apperr.NotFound, "No account uses "+account.NormalizeEmail(email)+". Sign up first, then run this again.")
	}
	if err != nil {
		return account.User{}, err
	}
	user, err = s.stores.Users.Update(ctx, user.ID, func(u *account.User) error {
		u.Role = account.RoleAdmin
		return nil
	})
	if err != nil {
		return account.User{}, err
	}
	s.audit(ctx, user, "", account.EventPromotedToAdmin, Client{IP: "command line"})
	return user, nil
}
