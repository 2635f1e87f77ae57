package portstest

import (
	"context"
	"slices"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// AdminAnalytics implements ports.AdminAnalytics over a Memory's tables.
type AdminAnalytics struct{ db *tables }

// activityEvents are the audit events that are a user's own activity.
var activityEvents = []account.AuthEventType{account.EventSignedIn, account.EventGoogleSignedIn, account.EventSignedOut}

// createdAt is when the recording was made; a row a test added without a time was made at Now,
// as the stores' backdoor writes it.
func (r Recording) createdAt() time.Time {
	if r.CreatedAt.IsZero() {
		return Now
	}
	return r.CreatedAt
}

// Stats sums up the users and recordings.
func (a *AdminAnalytics) Stats(_ context.Context, activeSince time.Time, recent int) (ports.AdminStats, error) {
	defer a.db.lock()()
	stats := ports.AdminStats{TotalUsers: len(a.db.users), Languages: map[string]int{}, Recent: []ports.RecentRecording{}}
	for id := range a.db.users {
		if !a.db.lastActivity(id).Before(activeSince) {
			stats.ActiveUsers++
		}
	}
	var processing time.Duration
	transcribed := 0
	for _, r := range a.db.recordings {
		stats.TotalRecordings++
		stats.TotalRecorded += r.Duration
		stats.Languages[r.Language]++
		if stats.FirstRecordingAt.IsZero() || r.createdAt().Before(stats.FirstRecordingAt) {
			stats.FirstRecordingAt = r.createdAt()
		}
		if !r.FirstTranscriptAt.IsZero() {
			processing += max(r.FirstTranscriptAt.Sub(r.createdAt()), 0).Truncate(time.Millisecond)
			transcribed++
		}
	}
	if transcribed > 0 {
		stats.AvgProcessing = processing / time.Duration(transcribed)
	}
	newest := slices.Clone(a.db.recordings)
	slices.SortFunc(newest, func(x, y Recording) int {
		if c := y.createdAt().Compare(x.createdAt()); c != 0 {
			return c
		}
		return compareStrings(y.ID, x.ID)
	})
	for _, r := range newest[:min(recent, len(newest))] {
		stats.Recent = append(stats.Recent, ports.RecentRecording{
			UserEmail: a.db.users[r.OwnerID].Email, Status: r.Status, Duration: r.Duration, CreatedAt: r.createdAt(),
		})
	}
	return stats, nil
}

// Users lists every account, newest first, with its subscription record, recording totals and
// latest activity.
func (a *AdminAnalytics) Users(_ context.Context) ([]ports.AdminUser, error) {
	defer a.db.lock()()
	users := make([]ports.AdminUser, 0, len(a.db.users))
	for id, user := range a.db.users {
		user.PasswordHash, user.GoogleSubject, user.ProfileImageURL = "", "", ""
		row := ports.AdminUser{User: user, Subscription: a.db.subscriptions[id], LastActivity: a.db.lastActivity(id)}
		for _, r := range a.db.recordings {
			if r.OwnerID == id {
				row.Recordings++
				row.Recorded += r.Duration
			}
		}
		users = append(users, row)
	}
	slices.SortFunc(users, func(x, y ports.AdminUser) int {
		if c := y.User.CreatedAt.Compare(x.User.CreatedAt); c != 0 {
			return c
		}
		return compareStrings(y.User.ID, x.User.ID)
	})
	return users, nil
}

// lastActivity is the user's latest session seen, recording made, sign-in or sign-out; zero
// when there is none.
func (db *tables) lastActivity(userID string) time.Time {
	var last time.Time
	later := func(t time.Time) {
		if t.After(last) {
			last = t
		}
	}
	for _, s := range db.sessions {
		if s.UserID == userID {
			later(s.LastSeenAt)
		}
	}
	for _, r := range db.recordings {
		if r.OwnerID == userID {
			later(r.createdAt())
		}
	}
	for _, e := range db.events {
		if e.UserID == userID && slices.Contains(activityEvents, e.Type) {
			later(e.CreatedAt)
		}
	}
	return last
}

var _ ports.AdminAnalytics = (*AdminAnalytics)(nil)
