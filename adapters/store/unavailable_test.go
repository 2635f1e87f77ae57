package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// serverError is an error the server sent, as the driver reports it: a SQLSTATE code.
type serverError struct{ Code, Message string }

func (e *serverError) Error() string    { return e.Message + " (SQLSTATE " + e.Code + ")" }
func (e *serverError) SQLState() string { return e.Code }

func TestMarkUnavailable(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}
	tests := []struct {
		name        string
		err         error
		unavailable bool
	}{
		{"connection refused", fmt.Errorf("failed to connect: %w", refused), true},
		{"connection reset mid-query", &net.OpError{Op: "read", Net: "tcp", Err: syscall.ECONNRESET}, true},
		{"host name gone", &net.DNSError{Err: "no such host", Name: "db.internal", IsNotFound: true}, true},
		{"a connection the pool found broken", fmt.Errorf("query: %w", driver.ErrBadConn), true},
		{"the answer cut short", fmt.Errorf("failed to receive message: %w", io.ErrUnexpectedEOF), true},
		{"server shutting down", &serverError{"57P01", "terminating connection due to administrator command"}, true},
		{"server starting up", fmt.Errorf("failed to connect: %w", &serverError{"57P03", "the database system is starting up"}), true},
		{"too many connections", &serverError{"53300", "sorry, too many clients already"}, true},
		{"connection failure class", &serverError{"08006", "connection failure"}, true},
		{"a duplicate", &serverError{"23505", "duplicate key value violates unique constraint"}, false},
		{"a wrong password", &serverError{"28P01", "password authentication failed"}, false},
		{"a statement cancelled", &serverError{"57014", "canceling statement due to user request"}, false},
		{"not found", gorm.ErrRecordNotFound, false},
		{"the caller gave up", context.Canceled, false},
		{"the caller's deadline", context.DeadlineExceeded, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := MarkUnavailable(tt.err)
			assert.Equal(t, tt.unavailable, errors.Is(got, ports.ErrDatabaseUnavailable))
			assert.ErrorIs(t, got, tt.err, "the cause stays for the log")
		})
	}
	assert.NoError(t, MarkUnavailable(nil))
	twice := MarkUnavailable(MarkUnavailable(refused))
	assert.Equal(t, "the database cannot be reached: dial tcp: connection refused", twice.Error(), "marked once")
	assert.ErrorIs(t, translate(refused), ports.ErrDatabaseUnavailable, "rows scanned outside gorm are marked by the repositories")
}

func TestPostgresDialectorTranslatesAsGormDoesAndMarksUnavailability(t *testing.T) {
	dialector := newPostgresDialector("postgres://localhost/radscribe")
	assert.ErrorIs(t, dialector.Translate(&serverError{"23505", "duplicate"}), gorm.ErrDuplicatedKey)
	assert.ErrorIs(t, dialector.Translate(&serverError{"57P01", "shutting down"}), ports.ErrDatabaseUnavailable)
	plain := errors.New("syntax error")
	assert.Equal(t, plain, dialector.Translate(plain))
	var _ gorm.SavePointerDialectorInterface = dialector
}
