package store

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/google/wire"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// UsageSet provides the API usage repository.
var UsageSet = wire.NewSet(NewUsage, wire.Bind(new(ports.UsageRepository), new(*Usage)))

// Usage implements ports.UsageRepository. Each batch of events goes into api_usage_events
// with one multi-row INSERT, and into the aggregates per timeline bucket of every time range
// with one multi-row upsert per table, in the same transaction. A summary reads only the
// aggregates of its range's bucket size: at most a few thousand rows, however many events.
type Usage struct{ db *gorm.DB }

// NewUsage returns the API usage repository.
func NewUsage(db *gorm.DB) *Usage { return &Usage{db: db} }

// maxRowsPerStatement keeps a statement's parameters well under both databases' limits
// (SQLite 32766, PostgreSQL 65535).
const maxRowsPerStatement = 1000

type endpointKey struct {
	bucketMS, bucketStart int64
	method, endpoint      string
}

type endpointSums struct{ calls, errors, durationUS int64 }

type userKey struct {
	bucketMS, bucketStart int64
	userID                string
}

type userEndpointKey struct {
	bucketMS, bucketStart    int64
	userID, method, endpoint string
}

type userEndpointSums struct {
	endpointSums
	lastCall int64
}

// InsertBatch stores events and adds them to the aggregates.
func (s *Usage) InsertBatch(ctx context.Context, events []usage.Event) error {
	if len(events) == 0 {
		return nil
	}
	endpoints := map[endpointKey]endpointSums{}
	users := map[userKey]int64{}
	userEndpoints := map[userEndpointKey]userEndpointSums{}
	rows := make([][]any, len(events))
	for i, e := range events {
		e = usage.Stored(e)
		at, durationUS, failed := e.At.UnixMilli(), e.Duration.Microseconds(), int64(0)
		if e.Failed() {
			failed = 1
		}
		rows[i] = []any{at, e.UserID, e.Method, e.Endpoint, e.Status, durationUS}
		for _, r := range usage.TimeRanges {
			size := r.Bucket().Milliseconds()
			start := usage.BucketStart(e.At, r.Bucket()).UnixMilli()
			ek := endpointKey{size, start, e.Method, e.Endpoint}
			sums := endpoints[ek]
			endpoints[ek] = endpointSums{sums.calls + 1, sums.errors + failed, sums.durationUS + durationUS}
			if e.UserID == "" {
				continue
			}
			users[userKey{size, start, e.UserID}]++
			uk := userEndpointKey{size, start, e.UserID, e.Method, e.Endpoint}
			u := userEndpoints[uk]
			userEndpoints[uk] = userEndpointSums{endpointSums{u.calls + 1, u.errors + failed, u.durationUS + durationUS}, max(u.lastCall, at)}
		}
	}
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := insertRows(tx, `INSERT INTO api_usage_events (created_at, user_id, method, endpoint, status, duration_us) VALUES `, "", rows); err != nil {
			return err
		}
		if err := insertRows(tx, `INSERT INTO api_usage_endpoint_totals AS t (bucket_ms, bucket_start, method, endpoint, calls, errors, duration_us) VALUES `,
			` ON CONFLICT (bucket_ms, bucket_start, method, endpoint) DO UPDATE SET calls = t.calls + excluded.calls,
				errors = t.errors + excluded.errors, duration_us = t.duration_us + excluded.duration_us`,
			sortedRows(endpoints, func(k endpointKey, v endpointSums) []any {
				return []any{k.bucketMS, k.bucketStart, k.method, k.endpoint, v.calls, v.errors, v.durationUS}
			}, func(a, b endpointKey) int {
				return cmp.Or(cmp.Compare(a.bucketMS, b.bucketMS), cmp.Compare(a.bucketStart, b.bucketStart), cmp.Compare(a.method, b.method), cmp.Compare(a.endpoint, b.endpoint))
			})); err != nil {
			return err
		}
		if err := insertRows(tx, `INSERT INTO api_usage_user_totals AS t (bucket_ms, bucket_start, user_id, calls) VALUES `,
			` ON CONFLICT (bucket_ms, bucket_start, user_id) DO UPDATE SET calls = t.calls + excluded.calls`,
			sortedRows(users, func(k userKey, calls int64) []any { return []any{k.bucketMS, k.bucketStart, k.userID, calls} },
				func(a, b userKey) int {
					return cmp.Or(cmp.Compare(a.bucketMS, b.bucketMS), cmp.Compare(a.bucketStart, b.bucketStart), cmp.Compare(a.userID, b.userID))
				})); err != nil {
			return err
		}
		return insertRows(tx, `INSERT INTO api_usage_user_endpoint_totals AS t (bucket_ms, bucket_start, user_id, method, endpoint, calls, errors, duration_us, last_call) VALUES `,
			` ON CONFLICT (bucket_ms, bucket_start, user_id, method, endpoint) DO UPDATE SET calls = t.calls + excluded.calls,
				errors = t.errors + excluded.errors, duration_us = t.duration_us + excluded.duration_us,
				last_call = CASE WHEN excluded.last_call > t.last_call THEN excluded.last_call ELSE t.last_call END`,
			sortedRows(userEndpoints, func(k userEndpointKey, v userEndpointSums) []any {
				return []any{k.bucketMS, k.bucketStart, k.userID, k.method, k.endpoint, v.calls, v.errors, v.durationUS, v.lastCall}
			}, func(a, b userEndpointKey) int {
				return cmp.Or(cmp.Compare(a.bucketMS, b.bucketMS), cmp.Compare(a.bucketStart, b.bucketStart), cmp.Compare(a.userID, b.userID),
					cmp.Compare(a.method, b.method), cmp.Compare(a.endpoint, b.endpoint))
			}))
	})
}

// sortedRows are the rows of sums in the order of their keys. Every writer locks the rows of
// an upsert in that one order, so that concurrent batches (several servers) cannot deadlock.
func sortedRows[K comparable, V any](sums map[K]V, row func(K, V) []any, compare func(a, b K) int) [][]any {
	keys := make([]K, 0, len(sums))
	for k := range sums {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, compare)
	rows := make([][]any, len(keys))
	for i, k := range keys {
		rows[i] = row(k, sums[k])
	}
	return rows
}

// insertRows runs head VALUES (rows...) tail, at most maxRowsPerStatement rows at a time.
func insertRows(tx *gorm.DB, head, tail string, rows [][]any) error {
	for start := 0; start < len(rows); start += maxRowsPerStatement {
		chunk := rows[start:min(start+maxRowsPerStatement, len(rows))]
		placeholders := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(chunk[0])), ", ") + ")"
		var sql strings.Builder
		sql.WriteString(head)
		args := make([]any, 0, len(chunk)*len(chunk[0]))
		for i, row := range chunk {
			if i > 0 {
				sql.WriteString(", ")
			}
			sql.WriteString(placeholders)
			args = append(args, row...)
		}
		sql.WriteString(tail)
		if err := tx.Exec(sql.String(), args...).Error; err != nil {
			return err
		}
	}
	return nil
}

// Summary reads w's aggregates: the ones of its bucket size, in its span.
func (s *Usage) Summary(ctx context.Context, w usage.Window) (usage.Summary, error) {
	db := s.db.WithContext(ctx)
	span := []any{w.Bucket.Milliseconds(), w.Start.UnixMilli(), w.End().UnixMilli()}
	const inSpan = `bucket_ms = ? AND bucket_start >= ? AND bucket_start < ?`

	var endpointRows []struct {
		Method, Endpoint          string
		Calls, Errors, DurationUS int64
	}
	err := db.Raw(`SELECT method, endpoint, CAST(SUM(calls) AS BIGINT) AS calls, CAST(SUM(errors) AS BIGINT) AS errors,
			CAST(SUM(duration_us) AS BIGINT) AS duration_us
		FROM api_usage_endpoint_totals WHERE `+inSpan+` GROUP BY method, endpoint`, span...).Scan(&endpointRows).Error
	if err != nil {
		return usage.Summary{}, err
	}
	var summary usage.Summary
	endpoints := make([]usage.EndpointTotals, len(endpointRows))
	for i, r := range endpointRows {
		endpoints[i] = usage.EndpointTotals{Method: r.Method, Endpoint: r.Endpoint, Totals: totals(r.Calls, r.Errors, r.DurationUS)}
		summary.Overall = summary.Overall.Plus(endpoints[i].Totals)
	}
	summary.Endpoints = usage.RankEndpoints(endpoints, usage.TopEndpoints)

	var bucketRows []struct{ BucketStart, Calls, Errors int64 }
	err = db.Raw(`SELECT bucket_start, CAST(SUM(calls) AS BIGINT) AS calls, CAST(SUM(errors) AS BIGINT) AS errors
		FROM api_usage_endpoint_totals WHERE `+inSpan+` GROUP BY bucket_start`, span...).Scan(&bucketRows).Error
	if err != nil {
		return usage.Summary{}, err
	}
	buckets := make([]usage.BucketTotals, len(bucketRows))
	for i, r := range bucketRows {
		buckets[i] = usage.BucketTotals{Start: time.UnixMilli(r.BucketStart).UTC(), Calls: r.Calls, Errors: r.Errors}
	}
	summary.Timeline = usage.FillTimeline(w, buckets)

	var userRows []usage.UserCalls
	err = db.Raw(`SELECT user_id, CAST(SUM(calls) AS BIGINT) AS calls FROM api_usage_user_totals WHERE `+inSpan+` GROUP BY user_id`, span...).
		Scan(&userRows).Error
	if err != nil {
		return usage.Summary{}, err
	}
	summary.Users = len(userRows)
	top := usage.RankUsers(userRows, usage.TopUsers)
	if len(top) == 0 {
		return summary, nil
	}
	ids := make([]string, len(top))
	for i, u := range top {
		ids[i] = u.UserID
	}
	var rows []struct {
		UserID, Method, Endpoint            string
		Calls, Errors, DurationUS, LastCall int64
	}
	err = db.Raw(`SELECT user_id, method, endpoint, CAST(SUM(calls) AS BIGINT) AS calls, CAST(SUM(errors) AS BIGINT) AS errors,
			CAST(SUM(duration_us) AS BIGINT) AS duration_us, MAX(last_call) AS last_call
		FROM api_usage_user_endpoint_totals WHERE user_id IN ? AND `+inSpan+` GROUP BY user_id, method, endpoint`,
		append([]any{ids}, span...)...).Scan(&rows).Error
	if err != nil {
		return usage.Summary{}, err
	}
	perUser := make([]usage.UserEndpointTotals, len(rows))
	for i, r := range rows {
		perUser[i] = usage.UserEndpointTotals{UserID: r.UserID, Method: r.Method, Endpoint: r.Endpoint,
			Totals: totals(r.Calls, r.Errors, r.DurationUS), LastCall: time.UnixMilli(r.LastCall).UTC()}
	}
	summary.UserEndpoints = usage.OrderUserEndpoints(perUser, top)
	return summary, nil
}

func totals(calls, errors, durationUS int64) usage.Totals {
	return usage.Totals{Calls: calls, Errors: errors, Duration: time.Duration(durationUS) * time.Microsecond}
}

// DeleteBefore deletes the events before cutoffs.Events and, per bucket size, the aggregates
// of buckets that started before its cutoff.
func (s *Usage) DeleteBefore(ctx context.Context, cutoffs usage.Cutoffs) (int, error) {
	db := s.db.WithContext(ctx)
	deleted := db.Exec(`DELETE FROM api_usage_events WHERE created_at < ?`, cutoffs.Events.UnixMilli())
	if deleted.Error != nil {
		return 0, deleted.Error
	}
	for size, before := range cutoffs.Aggregates {
		for _, table := range []string{"api_usage_endpoint_totals", "api_usage_user_totals", "api_usage_user_endpoint_totals"} {
			err := db.Exec(`DELETE FROM `+table+` WHERE bucket_ms = ? AND bucket_start < ?`, size.Milliseconds(), before.UnixMilli()).Error
			if err != nil {
				return int(deleted.RowsAffected), err
			}
		}
	}
	return int(deleted.RowsAffected), nil
}

// reportCondition selects the events usage.ReportOf counts: a signed-in user's successful
// call of a report route.
func reportCondition() (string, []any) {
	endpoints := make([]string, len(usage.ReportEndpoints))
	for i, r := range usage.ReportEndpoints {
		endpoints[i] = r.Endpoint
	}
	return `endpoint IN ? AND method = ? AND status BETWEEN 200 AND 299 AND user_id <> ''`, []any{endpoints, "POST"}
}

// ReportCounts counts the report calls of userID (everyone's when empty) by route.
func (s *Usage) ReportCounts(ctx context.Context, userID string) (usage.ReportCounts, error) {
	where, args := reportCondition()
	if userID != "" {
		where += ` AND user_id = ?`
		args = append(args, userID)
	}
	var rows []struct {
		Method, Endpoint string
		Calls            int64
	}
	err := s.db.WithContext(ctx).Raw(`SELECT method, endpoint, CAST(COUNT(*) AS BIGINT) AS calls FROM api_usage_events WHERE `+where+
		` GROUP BY method, endpoint`, args...).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	counts := usage.ReportCounts{}
	for _, r := range rows {
		if k, ok := usage.ReportOf(usage.Event{Method: r.Method, Endpoint: r.Endpoint, Status: 200}); ok {
			counts.Add(k, r.Calls)
		}
	}
	return counts, nil
}

// RecentReports lists the limit latest report calls.
func (s *Usage) RecentReports(ctx context.Context, limit int) ([]usage.ReportActivity, error) {
	if limit <= 0 {
		return []usage.ReportActivity{}, nil
	}
	where, args := reportCondition()
	var rows []struct {
		CreatedAt                int64
		UserID, Method, Endpoint string
	}
	// Ties are broken after reading, as usage.OrderRecentReports says; the rows of the
	// limit's last instant are all read for that.
	err := s.db.WithContext(ctx).Raw(`SELECT created_at, user_id, method, endpoint FROM api_usage_events WHERE `+where+
		` AND created_at >= COALESCE((SELECT MIN(created_at) FROM (SELECT created_at FROM api_usage_events WHERE `+where+
		` ORDER BY created_at DESC LIMIT ?) AS latest), 0)`, append(append(args, args...), limit)...).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	recent := make([]usage.ReportActivity, 0, len(rows))
	for _, r := range rows {
		if k, ok := usage.ReportOf(usage.Event{Method: r.Method, Endpoint: r.Endpoint, Status: 200}); ok {
			recent = append(recent, usage.ReportActivity{UserID: r.UserID, ReportKind: k, At: time.UnixMilli(r.CreatedAt).UTC()})
		}
	}
	usage.OrderRecentReports(recent)
	return recent[:min(limit, len(recent))], nil
}

var _ ports.UsageRepository = (*Usage)(nil)
