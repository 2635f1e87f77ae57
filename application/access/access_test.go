package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

func TestRequireAdmin(t *testing.T) {
	tests := []struct {
		role    account.Role
		refused bool
	}{
		{account.RoleAdmin, false},
		{account.RoleUser, true},
		{"", true},
	}
	for _, tt := range tests {
		t.Run(string(tt.role), func(t *testing.T) {
			err := RequireAdmin(account.User{ID: "u1", Role: tt.role})
			if !tt.refused {
				assert.NoError(t, err)
				return
			}
			assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
			assert.EqualError(t, err, "Admins only.")
		})
	}
}
