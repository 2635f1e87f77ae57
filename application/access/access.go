// Package access holds the role check of the admin-only use cases. Each such use case checks
// the role itself, so that no route can forget it (docs/decisions.md).
package access

import (
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// MsgAdminsOnly answers a signed-in user who is not an admin.
const MsgAdminsOnly = "Admins only."

// RequireAdmin refuses, as Forbidden, an actor who is not an admin.
func RequireAdmin(actor account.User) error {
	if actor.Role != account.RoleAdmin {
		return apperr.New(apperr.Forbidden, MsgAdminsOnly)
	}
	return nil
}
