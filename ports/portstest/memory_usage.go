package portstest

import (
	"context"
	"slices"
	"sync"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// UsageEvents is the in-memory ports.UsageRepository: it keeps the events and summarizes them
// by the definition, usage.Summarize. Err, when set, fails every InsertBatch.
type UsageEvents struct {
	mu     sync.Mutex
	events []usage.Event
	Err    error
}

// NewUsageEvents returns an empty usage repository.
func NewUsageEvents() *UsageEvents { return &UsageEvents{} }

// InsertBatch stores events as usage.Stored says.
func (u *UsageEvents) InsertBatch(_ context.Context, events []usage.Event) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.Err != nil {
		return u.Err
	}
	for _, e := range events {
		u.events = append(u.events, usage.Stored(e))
	}
	return nil
}

// Summary summarizes the stored events over w.
func (u *UsageEvents) Summary(_ context.Context, w usage.Window) (usage.Summary, error) {
	return usage.Summarize(u.Events(), w), nil
}

// DeleteBefore deletes the events that arrived before cutoffs.Events; aggregates are computed
// on demand, so there are none to delete.
func (u *UsageEvents) DeleteBefore(_ context.Context, cutoffs usage.Cutoffs) (int, error) {
	u.mu.Lock()
	defer u.mu.Unlock()
	before := len(u.events)
	u.events = slices.DeleteFunc(u.events, func(e usage.Event) bool { return e.At.Before(cutoffs.Events) })
	return before - len(u.events), nil
}

// ReportCounts counts the stored events' reports by the definition, usage.CountReports.
func (u *UsageEvents) ReportCounts(_ context.Context, userID string) (usage.ReportCounts, error) {
	return usage.CountReports(u.Events(), userID), nil
}

// RecentReports lists the stored events' latest reports by the definition, usage.RecentReports.
func (u *UsageEvents) RecentReports(_ context.Context, limit int) ([]usage.ReportActivity, error) {
	return usage.RecentReports(u.Events(), limit), nil
}

// Events are the stored events, oldest stored first.
func (u *UsageEvents) Events() []usage.Event {
	u.mu.Lock()
	defer u.mu.Unlock()
	return slices.Clone(u.events)
}

var _ ports.UsageRepository = (*UsageEvents)(nil)
