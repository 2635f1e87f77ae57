package riverjobs

import (
	"time"

	"github.com/riverqueue/river"

	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/ports"
)

// periodicJobs are the clean-up jobs, queued every interval by whichever server is River's
// leader, so that several servers on one database queue each once; and at the leader's start,
// so that a server restarted more often than interval still cleans up.
func periodicJobs(interval time.Duration) []*river.PeriodicJob {
	return []*river.PeriodicJob{
		periodic(interval, cleanup.PurgeExpiredSignIns{}),
		periodic(interval, cleanup.PurgeOldTranscripts{}),
		periodic(interval, cleanup.PurgeOldUsageEvents{}),
		periodic(interval, support.PurgeUndeliveredContactMessages{}),
	}
}

func periodic(interval time.Duration, job ports.Job) *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return job, insertOpts() },
		&river.PeriodicJobOpts{ID: job.Kind(), RunOnStart: true})
}

// contactSyncInterval is how often every account's usage totals go to the marketing service.
const contactSyncInterval = 24 * time.Hour

// contactSyncJob queues the daily sync of the usage totals; the Runner adds it only while a
// marketing service is configured. It does not run at start, so restarts do not resend.
func contactSyncJob() *river.PeriodicJob {
	job := marketing.SyncUsageTotals{}
	return river.NewPeriodicJob(river.PeriodicInterval(contactSyncInterval),
		func() (river.JobArgs, *river.InsertOpts) { return job, insertOpts() },
		&river.PeriodicJobOpts{ID: job.Kind()})
}
