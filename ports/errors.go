package ports

import "errors"

// Repository errors every store implementation returns for these cases.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("already exists")
)
