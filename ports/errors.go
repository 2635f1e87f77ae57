package ports

import "errors"

// Repository errors every store implementation returns for these cases.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("already exists")
	// ErrDatabaseUnavailable wraps a failure to reach the database (refused, reset, shutting
	// down, starting up): the request may succeed once it answers again.
	ErrDatabaseUnavailable = errors.New("the database cannot be reached")
)
