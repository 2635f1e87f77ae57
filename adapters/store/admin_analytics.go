package store

import (
	"context"
	"database/sql/driver"
	"fmt"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// activityEvents are the audit events that are a user's own activity: signing in starts every
// use of the product after a session has expired, and signing out ends one. Failed sign-ins
// and reset requests are left out, since anyone who knows an address can cause them.
var activityEvents = []string{string(account.EventSignedIn), string(account.EventGoogleSignedIn), string(account.EventSignedOut)}

// AdminAnalytics implements ports.AdminAnalytics with aggregate SQL that runs on SQLite and
// PostgreSQL alike.
type AdminAnalytics struct{ db *gorm.DB }

// NewAdminAnalytics returns the admin dashboard's queries.
func NewAdminAnalytics(db *gorm.DB) *AdminAnalytics { return &AdminAnalytics{db: db} }

// Stats sums up the users and recordings in four aggregate queries.
func (s *AdminAnalytics) Stats(ctx context.Context, activeSince time.Time, recent int) (ports.AdminStats, error) {
	db := s.db.WithContext(ctx)
	since := activeSince.UTC()
	var users struct{ TotalUsers, ActiveUsers int64 }
	err := db.Raw(`SELECT (SELECT COUNT(*) FROM users) AS total_users,
		(SELECT COUNT(*) FROM users u WHERE
			EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.last_seen_at >= ?)
			OR EXISTS (SELECT 1 FROM recordings r WHERE r.user_id = u.id AND r.created_at >= ?)
			OR EXISTS (SELECT 1 FROM auth_events a WHERE a.user_id = u.id AND a.event IN ? AND a.created_at >= ?)) AS active_users`,
		since, since, activityEvents, since).Scan(&users).Error
	if err != nil {
		return ports.AdminStats{}, err
	}
	var recordings struct {
		Recordings      int64
		DurationMS      int64    `gorm:"column:duration_ms"`
		AvgProcessingMS *float64 `gorm:"column:avg_processing_ms"`
		FirstAt         sqlTime
	}
	err = db.Raw(`SELECT COUNT(*) AS recordings, CAST(COALESCE(SUM(duration_ms), 0) AS BIGINT) AS duration_ms,
		AVG(CAST(processing_ms AS DOUBLE PRECISION)) AS avg_processing_ms, MIN(created_at) AS first_at FROM recordings`).Scan(&recordings).Error
	if err != nil {
		return ports.AdminStats{}, err
	}
	stats := ports.AdminStats{
		TotalUsers: int(users.TotalUsers), ActiveUsers: int(users.ActiveUsers), TotalRecordings: int(recordings.Recordings),
		TotalRecorded: time.Duration(recordings.DurationMS) * time.Millisecond, FirstRecordingAt: recordings.FirstAt.Time,
		Languages: map[string]int{}, Recent: []ports.RecentRecording{},
	}
	if recordings.AvgProcessingMS != nil {
		stats.AvgProcessing = time.Duration(*recordings.AvgProcessingMS * float64(time.Millisecond))
	}
	var perLanguage []struct {
		Language string
		Count    int64
	}
	if err := db.Raw(`SELECT language, COUNT(*) AS count FROM recordings GROUP BY language`).Scan(&perLanguage).Error; err != nil {
		return ports.AdminStats{}, err
	}
	for _, l := range perLanguage {
		stats.Languages[l.Language] = int(l.Count)
	}
	var newest []struct {
		UserEmail  string
		Status     string
		DurationMS int64 `gorm:"column:duration_ms"`
		CreatedAt  time.Time
	}
	err = db.Raw(`SELECT u.email AS user_email, r.status, r.duration_ms, r.created_at FROM recordings r
		JOIN users u ON u.id = r.user_id ORDER BY r.created_at DESC, r.id DESC LIMIT ?`, recent).Scan(&newest).Error
	if err != nil {
		return ports.AdminStats{}, err
	}
	for _, r := range newest {
		stats.Recent = append(stats.Recent, ports.RecentRecording{
			UserEmail: r.UserEmail, Status: dictation.Status(r.Status), Duration: time.Duration(r.DurationMS) * time.Millisecond, CreatedAt: r.CreatedAt.UTC(),
		})
	}
	return stats, nil
}

// adminUserRow is a user with its subscription record (NULL without one), its recording totals
// and the latest moment of each kind of activity.
type adminUserRow struct {
	ID                   string
	Email                string
	FirstName            string
	LastName             string
	Role                 string
	PreferredLanguage    string
	AuthProvider         string
	EmailVerified        bool
	TrialStartedAt       *time.Time
	TrialEndsAt          *time.Time
	CreatedAt            time.Time
	SubCustomerID        *string
	SubSubscriptionID    *string
	SubProviderStatus    *string
	SubPlan              *string
	SubCurrentPeriodEnd  *time.Time
	SubTrialEnd          *time.Time
	SubCancelAtPeriodEnd *bool
	SubDiscountEnd       *time.Time
	SubTrialUsed         *bool
	SubScheduledPlan     *string
	Recordings           int64
	DurationMS           int64 `gorm:"column:duration_ms"`
	LastRecording        sqlTime
	LastSeen             sqlTime
	LastSignIn           sqlTime
}

// Users lists every account with its subscription record, recording totals and latest
// activity in one query: the recordings are summed per user by the database.
func (s *AdminAnalytics) Users(ctx context.Context) ([]ports.AdminUser, error) {
	var rows []adminUserRow
	err := s.db.WithContext(ctx).Raw(`SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.preferred_language,
			u.auth_provider, u.email_verified, u.trial_started_at, u.trial_ends_at, u.created_at,
			s.customer_id AS sub_customer_id, s.subscription_id AS sub_subscription_id, s.provider_status AS sub_provider_status,
			s.plan AS sub_plan, s.current_period_end AS sub_current_period_end, s.trial_end AS sub_trial_end,
			s.cancel_at_period_end AS sub_cancel_at_period_end, s.discount_end AS sub_discount_end,
			s.trial_used AS sub_trial_used, s.scheduled_plan AS sub_scheduled_plan,
			COALESCE(r.recordings, 0) AS recordings, COALESCE(r.duration_ms, 0) AS duration_ms, r.last_recording,
			(SELECT MAX(se.last_seen_at) FROM sessions se WHERE se.user_id = u.id) AS last_seen,
			(SELECT MAX(a.created_at) FROM auth_events a WHERE a.user_id = u.id AND a.event IN ?) AS last_sign_in
		FROM users u
		LEFT JOIN subscriptions s ON s.user_id = u.id
		LEFT JOIN (SELECT user_id, COUNT(*) AS recordings, CAST(SUM(duration_ms) AS BIGINT) AS duration_ms,
				MAX(created_at) AS last_recording
			FROM recordings GROUP BY user_id) r ON r.user_id = u.id
		ORDER BY u.created_at DESC, u.id DESC`, activityEvents).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	users := make([]ports.AdminUser, len(rows))
	for i, row := range rows {
		users[i] = row.adminUser()
	}
	return users, nil
}

func (row adminUserRow) adminUser() ports.AdminUser {
	user := account.User{
		ID: row.ID, Email: row.Email, FirstName: row.FirstName, LastName: row.LastName, Role: account.Role(row.Role),
		PreferredLanguage: row.PreferredLanguage, AuthProvider: account.Provider(row.AuthProvider), EmailVerified: row.EmailVerified,
		TrialStartedAt: utcPtr(row.TrialStartedAt), TrialEndsAt: utcPtr(row.TrialEndsAt), CreatedAt: row.CreatedAt.UTC(),
	}
	var sub billing.Subscription
	if row.SubCustomerID != nil {
		sub = billing.Subscription{
			CustomerID: *row.SubCustomerID, SubscriptionID: deref(row.SubSubscriptionID), ProviderStatus: deref(row.SubProviderStatus),
			Plan: billing.PlanType(deref(row.SubPlan)), CurrentPeriodEnd: timeOf(row.SubCurrentPeriodEnd), TrialEnd: timeOf(row.SubTrialEnd),
			CancelAtPeriodEnd: row.SubCancelAtPeriodEnd != nil && *row.SubCancelAtPeriodEnd, DiscountEnd: timeOf(row.SubDiscountEnd),
			TrialUsed: row.SubTrialUsed != nil && *row.SubTrialUsed, ScheduledPlan: billing.PlanType(deref(row.SubScheduledPlan)),
		}
	}
	last := row.LastRecording.Time
	for _, t := range []time.Time{row.LastSeen.Time, row.LastSignIn.Time} {
		if t.After(last) {
			last = t
		}
	}
	return ports.AdminUser{
		User: user, Subscription: sub, Recordings: int(row.Recordings),
		Recorded: time.Duration(row.DurationMS) * time.Millisecond, LastActivity: last,
	}
}

// sqlTime reads a time an aggregate (MAX, MIN) returns: PostgreSQL answers a timestamp, SQLite
// the stored text, since an aggregate has no declared column type to convert by. NULL is the
// zero time.
type sqlTime struct{ time.Time }

// sqliteTimeLayouts are how the SQLite driver writes times (time.Time's String), and the
// formats SQLite itself reads.
var sqliteTimeLayouts = []string{"2006-01-02 15:04:05.999999999 -0700 MST", "2006-01-02 15:04:05.999999999-07:00", time.RFC3339Nano, "2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999"}

// Scan implements sql.Scanner.
func (t *sqlTime) Scan(value any) error {
	switch v := value.(type) {
	case nil:
		t.Time = time.Time{}
		return nil
	case time.Time:
		t.Time = v.UTC()
		return nil
	case []byte:
		return t.parse(string(v))
	case string:
		return t.parse(v)
	}
	return fmt.Errorf("cannot read %T as a time", value)
}

func (t *sqlTime) parse(text string) error {
	for _, layout := range sqliteTimeLayouts {
		if parsed, err := time.Parse(layout, text); err == nil {
			t.Time = parsed.UTC()
			return nil
		}
	}
	return fmt.Errorf("cannot read %q as a time", text)
}

// Value implements driver.Valuer, which gorm asks of a type it reads by Scan.
func (t sqlTime) Value() (driver.Value, error) {
	if t.IsZero() {
		return nil, nil
	}
	return t.UTC(), nil
}

var _ ports.AdminAnalytics = (*AdminAnalytics)(nil)
