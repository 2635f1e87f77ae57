package riverjobs

import (
	"github.com/google/wire"

	"github.com/radscribe/radscribe/ports"
)

// QueueSet provides ports.JobQueue, all that use cases need to queue jobs.
var QueueSet = wire.NewSet(NewQueue, wire.Bind(new(ports.JobQueue), new(*Queue)))

// Set provides the queue and the Runner that works its jobs.
var Set = wire.NewSet(QueueSet, wire.Struct(new(Handlers), "*"), NewRunner)
