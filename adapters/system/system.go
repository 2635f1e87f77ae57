// Package system adapts the process's clock, random source and ids to the ports.
package system

import (
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
