package usage

import (
	"cmp"
	"slices"
	"time"
)

// EndpointTotals are the calls of one endpoint with one method.
type EndpointTotals struct {
	Method   string
	Endpoint string
	Totals
}

// UserEndpointTotals are one user's calls of one endpoint with one method.
type UserEndpointTotals struct {
	UserID   string
	Method   string
	Endpoint string
	Totals
	// LastCall is when the latest of the calls arrived.
	LastCall time.Time
}

// BucketTotals are the calls of one timeline bucket.
type BucketTotals struct {
	Start  time.Time
	Calls  int64
	Errors int64
}

// Summary is what the admins' view shows of a window. Calls without a signed-in user count in
// Overall, Endpoints and Timeline only.
type Summary struct {
	Overall Totals
	// Users counts the signed-in users with a call in the window.
	Users int
	// Endpoints are the TopEndpoints endpoints with the most calls, ranked by RankEndpoints.
	Endpoints []EndpointTotals
	// UserEndpoints are the rows of the TopUsers users with the most calls, ordered by
	// OrderUserEndpoints.
	UserEndpoints []UserEndpointTotals
	// Timeline has every bucket of the window, empty ones included, oldest first.
	Timeline []BucketTotals
}

// RankEndpoints orders endpoints by calls, most first, then by method and endpoint, and keeps
// the first limit.
func RankEndpoints(endpoints []EndpointTotals, limit int) []EndpointTotals {
	ranked := slices.Clone(endpoints)
	slices.SortFunc(ranked, func(a, b EndpointTotals) int {
		return cmp.Or(cmp.Compare(b.Calls, a.Calls), cmp.Compare(a.Method, b.Method), cmp.Compare(a.Endpoint, b.Endpoint))
	})
	return ranked[:min(limit, len(ranked))]
}

// UserCalls are one user's calls in a window.
type UserCalls struct {
	UserID string
	Calls  int64
}

// RankUsers orders users by calls, most first, then by id, and keeps the first limit.
func RankUsers(users []UserCalls, limit int) []UserCalls {
	ranked := slices.Clone(users)
	slices.SortFunc(ranked, func(a, b UserCalls) int {
		return cmp.Or(cmp.Compare(b.Calls, a.Calls), cmp.Compare(a.UserID, b.UserID))
	})
	return ranked[:min(limit, len(ranked))]
}

// OrderUserEndpoints keeps the rows of the ranked users, ordered by the users' rank, then by
// the rows' calls, most first, then by method and endpoint.
func OrderUserEndpoints(rows []UserEndpointTotals, ranked []UserCalls) []UserEndpointTotals {
	rank := make(map[string]int, len(ranked))
	for i, u := range ranked {
		rank[u.UserID] = i
	}
	kept := make([]UserEndpointTotals, 0, len(rows))
	for _, row := range rows {
		if _, ok := rank[row.UserID]; ok {
			kept = append(kept, row)
		}
	}
	slices.SortFunc(kept, func(a, b UserEndpointTotals) int {
		return cmp.Or(cmp.Compare(rank[a.UserID], rank[b.UserID]), cmp.Compare(b.Calls, a.Calls),
			cmp.Compare(a.Method, b.Method), cmp.Compare(a.Endpoint, b.Endpoint))
	})
	return kept
}

// FillTimeline is every bucket of w, oldest first, with the calls of the buckets found in
// sparse and zeros for the others; buckets outside w are left out.
func FillTimeline(w Window, sparse []BucketTotals) []BucketTotals {
	found := make(map[int64]BucketTotals, len(sparse))
	for _, b := range sparse {
		found[b.Start.UnixMilli()] = b
	}
	timeline := make([]BucketTotals, w.Buckets)
	for i, start := range w.Starts() {
		b := found[start.UnixMilli()]
		timeline[i] = BucketTotals{Start: start, Calls: b.Calls, Errors: b.Errors}
	}
	return timeline
}

// Summarize is the summary of the events that fall in w, by the definition: a store may get
// there another way, and must arrive at the same.
func Summarize(events []Event, w Window) Summary {
	var summary Summary
	endpoints := map[[2]string]*EndpointTotals{}
	userRows := map[[3]string]*UserEndpointTotals{}
	userCalls := map[string]int64{}
	buckets := map[int64]*BucketTotals{}
	for _, e := range events {
		e = Stored(e)
		if !w.Contains(e.At) {
			continue
		}
		summary.Overall.Add(e)
		key := [2]string{e.Method, e.Endpoint}
		if endpoints[key] == nil {
			endpoints[key] = &EndpointTotals{Method: e.Method, Endpoint: e.Endpoint}
		}
		endpoints[key].Add(e)
		start := BucketStart(e.At, w.Bucket)
		if buckets[start.UnixMilli()] == nil {
			buckets[start.UnixMilli()] = &BucketTotals{Start: start}
		}
		buckets[start.UnixMilli()].Calls++
		if e.Failed() {
			buckets[start.UnixMilli()].Errors++
		}
		if e.UserID == "" {
			continue
		}
		userCalls[e.UserID]++
		rowKey := [3]string{e.UserID, e.Method, e.Endpoint}
		if userRows[rowKey] == nil {
			userRows[rowKey] = &UserEndpointTotals{UserID: e.UserID, Method: e.Method, Endpoint: e.Endpoint}
		}
		row := userRows[rowKey]
		row.Add(e)
		if e.At.After(row.LastCall) {
			row.LastCall = e.At
		}
	}
	all := make([]EndpointTotals, 0, len(endpoints))
	for _, e := range endpoints {
		all = append(all, *e)
	}
	summary.Endpoints = RankEndpoints(all, TopEndpoints)
	users := make([]UserCalls, 0, len(userCalls))
	for id, calls := range userCalls {
		users = append(users, UserCalls{UserID: id, Calls: calls})
	}
	summary.Users = len(users)
	rows := make([]UserEndpointTotals, 0, len(userRows))
	for _, row := range userRows {
		rows = append(rows, *row)
	}
	summary.UserEndpoints = OrderUserEndpoints(rows, RankUsers(users, TopUsers))
	sparse := make([]BucketTotals, 0, len(buckets))
	for _, b := range buckets {
		sparse = append(sparse, *b)
	}
	summary.Timeline = FillTimeline(w, sparse)
	return summary
}
