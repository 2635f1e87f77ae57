package store

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

type contactSyncRunRow struct {
	ID         string `gorm:"primaryKey"`
	ListIDs    string `gorm:"column:list_ids"`
	Total      int
	Done       int
	Successful int
	Failed     int
	LastError  string
	StartedAt  time.Time
	FinishedAt *time.Time
}

func (contactSyncRunRow) TableName() string { return "contact_sync_runs" }

func syncRunToRow(r ports.ContactSyncRun) contactSyncRunRow {
	ids := make([]string, len(r.ListIDs))
	for i, id := range r.ListIDs {
		ids[i] = strconv.FormatInt(id, 10)
	}
	return contactSyncRunRow{
		ID: r.ID, ListIDs: strings.Join(ids, ","), Total: r.Total, Done: r.Done, Successful: r.Successful,
		Failed: r.Failed, LastError: cutAt(r.LastError, 1000), StartedAt: r.StartedAt.UTC(), FinishedAt: utcPtr(r.FinishedAt),
	}
}

func (r contactSyncRunRow) toDomain() ports.ContactSyncRun {
	var ids []int64
	for _, part := range strings.Split(r.ListIDs, ",") {
		if id, err := strconv.ParseInt(part, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	return ports.ContactSyncRun{
		ID: r.ID, ListIDs: ids, Total: r.Total, Done: r.Done, Successful: r.Successful, Failed: r.Failed,
		LastError: r.LastError, StartedAt: r.StartedAt.UTC(), FinishedAt: utcPtr(r.FinishedAt),
	}
}

// cutAt cuts s to at most n bytes on a rune boundary.
func cutAt(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// ContactSyncRuns implements ports.ContactSyncRuns.
type ContactSyncRuns struct{ db *gorm.DB }

// NewContactSyncRuns returns the store of contact sync runs.
func NewContactSyncRuns(db *gorm.DB) *ContactSyncRuns { return &ContactSyncRuns{db: db} }

// Create stores a new run.
func (s *ContactSyncRuns) Create(ctx context.Context, run ports.ContactSyncRun) error {
	row := syncRunToRow(run)
	return translate(conn(ctx, s.db).Create(&row).Error)
}

// ByID finds a run.
func (s *ContactSyncRuns) ByID(ctx context.Context, id string) (ports.ContactSyncRun, error) {
	return findOne(conn(ctx, s.db).Where("id = ?", id), contactSyncRunRow.toDomain)
}

// Update changes a run inside one transaction, holding the row.
func (s *ContactSyncRuns) Update(ctx context.Context, id string, change func(*ports.ContactSyncRun) error) (ports.ContactSyncRun, error) {
	return updateByID(ctx, s.db, id, contactSyncRunRow.toDomain, syncRunToRow,
		func(next *contactSyncRunRow, stored contactSyncRunRow) {
			next.ID, next.StartedAt = stored.ID, stored.StartedAt
		}, change)
}

var _ ports.ContactSyncRuns = (*ContactSyncRuns)(nil)
