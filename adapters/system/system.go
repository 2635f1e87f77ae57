// Package system adapts the process's clock, timer, random source and ids to the ports.
package system

import (
	"context"
	"crypto/rand"
	"time"
)

// Clock implements ports.Clock with the wall clock in UTC.
type Clock struct{}

// Now returns the current time in UTC.
func (Clock) Now() time.Time { return time.Now().UTC() }

// Random implements ports.Random with the operating system's CSPRNG.
type Random struct{}

// Read fills p with secure random bytes.
func (Random) Read(p []byte) (int, error) { return rand.Read(p) }

// Waiter implements ports.Waiter with a timer.
type Waiter struct{}

// Wait returns after d, or when ctx ends.
func (Waiter) Wait(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
