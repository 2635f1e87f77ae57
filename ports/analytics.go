package ports

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
)

// AdminAnalytics answers the admin dashboard's questions about every user with aggregate
// queries; no method loads every recording or session.
//
// A user's activity is a session seen (its last_seen_at), a recording made, or a sign-in or
// sign-out, which the audit log keeps after the session itself has been cleaned up.
type AdminAnalytics interface {
	// Stats sums up the users and recordings: activeSince is the first moment whose activity
	// counts, recent how many of the newest recordings to list.
	Stats(ctx context.Context, activeSince time.Time, recent int) (AdminStats, error)
	// Users lists every account, newest first (then by id), with its subscription record, its
	// recording totals and its latest activity.
	Users(ctx context.Context) ([]AdminUser, error)
}

// AdminStats are the dashboard's totals.
type AdminStats struct {
	TotalUsers      int
	ActiveUsers     int
	TotalRecordings int
	// AvgProcessing is the mean time from a recording's creation (its upload) to its first
	// stored transcript, over the recordings transcribed; zero when none is.
	AvgProcessing time.Duration
	// TotalRecorded is the sum of the recordings' durations.
	TotalRecorded time.Duration
	// FirstRecordingAt is when the oldest recording was made; zero when there is none.
	FirstRecordingAt time.Time
	// Languages counts the recordings per language.
	Languages map[string]int
	// Recent are the newest recordings, newest first (the larger id first at the same moment).
	Recent []RecentRecording
}

// RecentRecording is one line of the recent activity.
type RecentRecording struct {
	UserEmail string
	Status    dictation.Status
	Duration  time.Duration
	CreatedAt time.Time
}

// AdminUser is one account of the user table. User carries no password hash.
type AdminUser struct {
	User account.User
	// Subscription is the user's record of the payment provider's subscription; the zero value
	// when the user never started a checkout.
	Subscription billing.Subscription
	Recordings   int
	Recorded     time.Duration
	// LastActivity is the user's latest activity; zero when there is none.
	LastActivity time.Time
}
