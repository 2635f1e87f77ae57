package google

import (
	"github.com/google/wire"

	"github.com/radscribe/radscribe/ports"
)

// Set provides Google sign-in as the identity provider port.
var Set = wire.NewSet(New, wire.Bind(new(ports.IdentityProvider), new(*Provider)))
