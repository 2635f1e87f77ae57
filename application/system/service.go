// Package system holds the use cases about the service itself: liveness and readiness.
package system

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/ports"
)

// readinessTimeout keeps a hung database from hanging the load balancer's probe.
const readinessTimeout = 2 * time.Second

// Service answers whether the service can take traffic.
type Service struct {
	database ports.DatabaseHealth
}

// NewService returns the system use cases.
func NewService(database ports.DatabaseHealth) *Service {
	return &Service{database: database}
}

// Ready returns nil when every dependency needed to serve requests answers.
func (s *Service) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, readinessTimeout)
	defer cancel()
	if err := s.database.Ping(ctx); err != nil {
		return apperr.Wrap(apperr.Unavailable, "The database is unreachable. RadScribe will recover on its own once it answers again.", err)
	}
	return nil
}
