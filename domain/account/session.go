package account

import "time"

// Session is a signed-in browser, stored by the hash of its cookie value.
type Session struct {
	IDHash     string
	UserID     string
	CreatedAt  time.Time
	LastSeenAt time.Time
	IP         string
	UserAgent  string
}

// SessionPolicy holds the idle and absolute timeouts.
type SessionPolicy struct {
	Idle     time.Duration
	Absolute time.Duration
}

// Expired reports whether the session has been idle too long or lived too long.
func (p SessionPolicy) Expired(s Session, now time.Time) bool {
	return !now.Before(s.LastSeenAt.Add(p.Idle)) || !now.Before(s.CreatedAt.Add(p.Absolute))
}

// touchInterval limits how often activity is written back: a session busy with many requests
// needs one write a minute, not one per request.
const touchInterval = time.Minute

// NeedsTouch reports whether LastSeenAt should be moved to now.
func (p SessionPolicy) NeedsTouch(s Session, now time.Time) bool {
	return now.Sub(s.LastSeenAt) >= touchInterval
}
