package password

import (
	"github.com/google/wire"

	"github.com/radscribe/radscribe/ports"
)

// Set provides the password hasher.
var Set = wire.NewSet(NewHasher, wire.Bind(new(ports.PasswordHasher), new(*Hasher)))
