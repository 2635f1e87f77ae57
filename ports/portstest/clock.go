package portstest

import "time"

// FixedClock implements ports.Clock with a time that moves only when a test sets it.
type FixedClock struct{ Time time.Time }

// Now returns the clock's time.
func (c FixedClock) Now() time.Time { return c.Time }
