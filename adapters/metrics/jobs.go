package metrics

import (
	"context"
	"database/sql"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// jobStates are River's states of a job that has not completed: waiting (available,
// scheduled, pending), running, waiting to retry after a failed attempt (retryable), and
// failed for good (discarded after the last attempt, cancelled when retrying was pointless).
// River keeps the failed ones for the jobs view (7 days) and deletes completed ones itself.
var jobStates = []string{"available", "scheduled", "pending", "running", "retryable", "discarded", "cancelled"}

// jobsQueryTimeout bounds the count a scrape waits for; Prometheus's own timeout is 10 s.
const jobsQueryTimeout = 5 * time.Second

// jobsCollector counts River's jobs by kind and state when it is scraped, in the table River
// keeps in the application's database (river_job, on PostgreSQL and SQLite alike).
type jobsCollector struct {
	db   *sql.DB
	desc *prometheus.Desc
}

func newJobsCollector(db *sql.DB) *jobsCollector {
	return &jobsCollector{db: db, desc: prometheus.NewDesc(namespace+"_jobs",
		"Background jobs that have not completed, by kind and River state: the queue's depth (available, scheduled, pending, retryable) and its failures (retryable, discarded, cancelled).",
		[]string{"kind", "state"}, nil)}
}

func (c *jobsCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

// Collect sends a series for every state of each kind the table holds, zero included, so a
// state that empties shows 0 instead of vanishing.
func (c *jobsCollector) Collect(ch chan<- prometheus.Metric) {
	counts, err := c.count()
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.desc, err)
		return
	}
	for kind, byState := range counts {
		for _, state := range jobStates {
			ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, byState[state], kind, state)
		}
	}
}

func (c *jobsCollector) count() (map[string]map[string]float64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), jobsQueryTimeout)
	defer cancel()
	rows, err := c.db.QueryContext(ctx, `SELECT kind, state, COUNT(*) FROM river_job WHERE state <> 'completed' GROUP BY kind, state`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	counts := map[string]map[string]float64{}
	for rows.Next() {
		var kind, state string
		var n float64
		if err := rows.Scan(&kind, &state, &n); err != nil {
			return nil, err
		}
		if counts[kind] == nil {
			counts[kind] = map[string]float64{}
		}
		counts[kind][state] = n
	}
	return counts, rows.Err()
}
