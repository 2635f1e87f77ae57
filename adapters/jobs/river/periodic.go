package riverjobs

import (
	"time"

	"github.com/riverqueue/river"

	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/ports"
)

// periodicJobs are the clean-up jobs, queued every interval by whichever server is River's
// leader, so that several servers on one database queue each once; and at the leader's start,
// so that a server restarted more often than interval still cleans up.
func periodicJobs(interval time.Duration) []*river.PeriodicJob {
	return []*river.PeriodicJob{
		periodic(interval, cleanup.PurgeExpiredSignIns{}),
		periodic(interval, cleanup.PurgeOldTranscripts{}),
	}
}

func periodic(interval time.Duration, job ports.Job) *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return job, insertOpts() },
		&river.PeriodicJobOpts{ID: job.Kind(), RunOnStart: true})
}
