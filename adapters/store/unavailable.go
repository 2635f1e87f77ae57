package store

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"

	"gorm.io/driver/postgres"

	"github.com/radscribe/radscribe/ports"
)

// postgresDialector is gorm's PostgreSQL dialect whose error translation also marks a failure
// to reach the server, so that a request made while PostgreSQL is down, restarting or out of
// connections answers 503 rather than 500. gorm passes every error through Translate,
// including those of beginning and committing a transaction.
type postgresDialector struct {
	postgres.Dialector
}

func newPostgresDialector(dsn string) postgresDialector {
	return postgresDialector{postgres.Dialector{Config: &postgres.Config{DSN: dsn}}}
}

// Translate maps constraint errors as gorm's dialect does and marks unreachability.
func (d postgresDialector) Translate(err error) error {
	return MarkUnavailable(d.Dialector.Translate(err))
}

// MarkUnavailable wraps err in ports.ErrDatabaseUnavailable when it says the database could
// not be reached; any other error is returned as it is. The job queue, which talks to the
// database without gorm, marks its errors with it too.
func MarkUnavailable(err error) error {
	if err == nil || errors.Is(err, ports.ErrDatabaseUnavailable) || !unreachable(err) {
		return err
	}
	return fmt.Errorf("%w: %w", ports.ErrDatabaseUnavailable, err)
}

// PostgreSQL error classes and codes that say the server cannot serve the request now: a
// connection exception (class 08), insufficient resources such as too many connections
// (class 53), and a server shutting down, crashed or starting up (57P01 to 57P03).
var (
	unavailableClasses = []string{"08", "53"}
	unavailableCodes   = []string{"57P01", "57P02", "57P03"}
)

// unreachable reports whether err is a failure to reach the database rather than one of the
// request: a refused or broken connection, or a server that says it cannot serve now. It reads
// the driver's errors through the interfaces they implement (SQLState), not their types.
func unreachable(err error) bool {
	var state interface{ SQLState() string }
	if errors.As(err, &state) {
		code := state.SQLState()
		return slices.Contains(unavailableCodes, code) ||
			slices.ContainsFunc(unavailableClasses, func(class string) bool { return strings.HasPrefix(code, class) })
	}
	var opErr *net.OpError
	var dnsErr *net.DNSError
	return errors.As(err, &opErr) || errors.As(err, &dnsErr) ||
		errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) || errors.Is(err, io.ErrUnexpectedEOF)
}
