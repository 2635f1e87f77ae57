package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/usage"
)

// UsageRepository stores the API usage events and answers their aggregates.
type UsageRepository interface {
	// InsertBatch stores events, all or none, as usage.Stored says.
	InsertBatch(ctx context.Context, events []usage.Event) error
	// Summary is usage.Summarize of the stored events over w, w being a window of one of the
	// usage.TimeRanges.
	Summary(ctx context.Context, w usage.Window) (usage.Summary, error)
	// DeleteBefore deletes what the cutoffs say and returns how many events it deleted.
	DeleteBefore(ctx context.Context, cutoffs usage.Cutoffs) (int, error)
	// ReportCounts is usage.CountReports of the stored events: the reports userID produced,
	// every user's when userID is empty.
	ReportCounts(ctx context.Context, userID string) (usage.ReportCounts, error)
	// RecentReports is usage.RecentReports of the stored events: the limit latest reports.
	RecentReports(ctx context.Context, limit int) ([]usage.ReportActivity, error)
}
