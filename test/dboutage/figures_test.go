package dboutage

import (
	"fmt"
	"net/http"
	"strings"
	"time"
)

// timeline is when the database went away and came back, as the test saw it.
type timeline struct {
	// stopping is when the fast shutdown was asked for, down when the server had exited,
	// restarting when the start was asked for and up when the server accepted connections.
	stopping, down, restarting, up time.Time
}

// tally counts the answers of a stretch of the traffic.
type tally struct {
	requests, ok int
	// unavailable are 503 answers with a message; bare503 those without one.
	unavailable, bare503 int
	// otherServerErrors are 5xx answers other than 503: what must never happen.
	otherServerErrors int
	// otherFailures are 4xx answers and requests that got no answer at all.
	otherFailures int
	// samples are a few of the unexpected outcomes, for the failure message.
	samples []string
}

func (t *tally) add(o outcome) {
	t.requests++
	switch {
	case o.ok():
		t.ok++
	case o.status == http.StatusServiceUnavailable && strings.TrimSpace(o.message) != "":
		t.unavailable++
	case o.status == http.StatusServiceUnavailable:
		t.bare503++
		t.sample(o)
	case o.status >= http.StatusInternalServerError:
		t.otherServerErrors++
		t.sample(o)
	default:
		t.otherFailures++
		t.sample(o)
	}
}

func (t *tally) sample(o outcome) {
	if len(t.samples) < 5 {
		t.samples = append(t.samples, fmt.Sprintf("%s answered %d %q (%v)", o.kind, o.status, o.message, o.err))
	}
}

// unexpected is how many answers were neither a success nor a 503 with a message.
func (t tally) unexpected() int { return t.bare503 + t.otherServerErrors + t.otherFailures }

// figures are what the outage did to the traffic.
type figures struct {
	outage time.Duration
	users  int
	// before, during and after are the requests answered before the shutdown, the others
	// started until the database accepted connections again, and those started afterwards.
	before, during, after tally
	// readyDown counts the probes while the database was down, by answer.
	readyDown map[int]int
	// readyAfter is when /readyz first answered 200 after the database was up; recovered is
	// when the last request that failed after it was answered, from which on every request
	// succeeded (zero when none failed).
	readyAfter, recovered time.Duration
	// messages are the distinct messages of the 503 answers.
	messages map[string]int
}

func measure(outcomes []outcome, tl timeline, outage time.Duration, users int) figures {
	f := figures{outage: outage, users: users, readyDown: map[int]int{}, messages: map[string]int{}, readyAfter: -1}
	var firstReady time.Time
	var lastFailure time.Time
	for _, o := range outcomes {
		switch {
		case o.end.Before(tl.stopping):
			f.before.add(o)
		case o.start.Before(tl.up):
			f.during.add(o)
		default:
			f.after.add(o)
			if !o.ok() && o.end.After(lastFailure) {
				lastFailure = o.end
			}
			if o.kind == kindReady && o.ok() && (firstReady.IsZero() || o.end.Before(firstReady)) {
				firstReady = o.end
			}
		}
		if o.kind == kindReady && !o.start.Before(tl.down) && o.end.Before(tl.restarting) {
			f.readyDown[o.status]++
		}
		if o.status == http.StatusServiceUnavailable {
			f.messages[o.message]++
		}
	}
	if !firstReady.IsZero() {
		f.readyAfter = firstReady.Sub(tl.up)
	}
	if !lastFailure.IsZero() {
		f.recovered = lastFailure.Sub(tl.up)
	}
	return f
}

func (f figures) String() string {
	var b strings.Builder
	all := f.before.requests + f.during.requests + f.after.requests
	fmt.Fprintf(&b, "PostgreSQL stopped for %s under load: %d signed-in users and a readiness probe, %d requests in all\n", f.outage, f.users, all)
	fmt.Fprintf(&b, "  before:  %d requests, %d succeeded\n", f.before.requests, f.before.ok)
	fmt.Fprintf(&b, "  outage:  %d requests: %d succeeded (before the shutdown took effect), %d answered 503 with a message, %d 5xx other than 503, %d other failures\n",
		f.during.requests, f.during.ok, f.during.unavailable, f.during.otherServerErrors+f.during.bare503, f.during.otherFailures)
	fmt.Fprintf(&b, "  /readyz while the database was down: %d answered 503, %d answered 200\n", f.readyDown[http.StatusServiceUnavailable], f.readyDown[http.StatusOK])
	fmt.Fprintf(&b, "  after:   %d requests, %d succeeded, %d 503, %d 5xx other than 503\n", f.after.requests, f.after.ok, f.after.unavailable+f.after.bare503, f.after.otherServerErrors)
	fmt.Fprintf(&b, "  back:    /readyz 200 %s after the database accepted connections, every request succeeding from %s after\n", seconds(f.readyAfter), seconds(f.recovered))
	for message, n := range f.messages {
		fmt.Fprintf(&b, "  503 message (%d times): %q\n", n, message)
	}
	return b.String()
}

func seconds(d time.Duration) string {
	if d < 0 {
		return "never"
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}
