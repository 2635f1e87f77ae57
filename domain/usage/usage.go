// Package usage holds the API usage records and the rules of their aggregation: the time
// ranges admins choose, the timeline buckets of each, what counts as an error, how averages
// and rates are rounded, and how long records are kept. A record names the route pattern of a
// call (/api/user-templates/:id), never the path a client sent, its query string or its body.
package usage

import "time"

// Event is one API call.
type Event struct {
	// UserID is the user signed in when the call arrived; empty for a visitor.
	UserID string
	Method string
	// Endpoint is the route pattern the call matched.
	Endpoint string
	Status   int
	Duration time.Duration
	// At is when the call arrived.
	At time.Time
}

// Failed says whether the call failed: every 4xx and 5xx answer counts, except a signed-out
// session probe's 401. A visitor's page asks who is signed in on every visit; the 401 that says
// nobody is, is the answer it expects, and counting it would make every visit an error.
func (e Event) Failed() bool {
	if e.Status == statusUnauthorized && e.UserID == "" && sessionProbes[e.Method+" "+e.Endpoint] {
		return false
	}
	return e.Status >= 400
}

const statusUnauthorized = 401

// sessionProbes are the calls (method and route pattern) with which a page learns whether
// someone is signed in and with what access.
var sessionProbes = map[string]bool{
	"GET /api/auth/user":           true,
	"GET /api/subscription/status": true,
}

// Limits of the admins' answer.
const (
	// TopEndpoints is how many endpoints the answer lists, those with the most calls first.
	TopEndpoints = 20
	// TopUsers is how many users the per-user rows cover, those with the most calls first.
	TopUsers = 10
)

// Retention is how long an event is kept; the clean-up deletes older ones. It is well above
// the longest time range, so every range reads complete data.
const Retention = 90 * 24 * time.Hour
