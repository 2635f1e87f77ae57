// Package ports declares the interfaces the application needs from the outside world.
package ports

import "context"

// DatabaseHealth answers whether the database can serve requests now.
type DatabaseHealth interface {
	Ping(ctx context.Context) error
}
