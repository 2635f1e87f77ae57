package system

import (
	"github.com/google/wire"

	"github.com/radscribe/radscribe/ports"
)

// Set provides the clock, the waiter, the random source and the id generator.
var Set = wire.NewSet(
	wire.Struct(new(Clock)), wire.Bind(new(ports.Clock), new(Clock)),
	wire.Struct(new(Waiter)), wire.Bind(new(ports.Waiter), new(Waiter)),
	wire.Struct(new(Random)), wire.Bind(new(ports.Random), new(Random)),
	wire.Struct(new(IDGenerator)), wire.Bind(new(ports.IDGenerator), new(IDGenerator)),
)
