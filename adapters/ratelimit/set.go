package ratelimit

import (
	"github.com/google/wire"

	"github.com/radscribe/radscribe/ports"
)

// Set provides the rate limiter.
var Set = wire.NewSet(NewMemory, wire.Bind(new(ports.RateLimiter), new(*Memory)))
