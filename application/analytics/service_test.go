package analytics

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	domain "github.com/radscribe/radscribe/domain/analytics"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	now   = portstest.Now
	admin = account.User{ID: "admin", Role: account.RoleAdmin}
)

// payments is whether the server sells subscriptions.
type payments bool

func (p payments) PaymentsEnabled() bool { return bool(p) }

func newTestService(sold bool) (*Service, *portstest.Memory) {
	m := portstest.NewMemory()
	return NewService(m.Analytics, m.Feedback, payments(sold), portstest.FixedClock{Time: now}), m
}

func TestEveryUseCaseIsForAdminsOnly(t *testing.T) {
	s, _ := newTestService(true)
	ctx := context.Background()
	for _, user := range []account.User{{ID: "anna", Role: account.RoleUser}, {ID: "nobody"}} {
		for name, call := range map[string]func() error{
			"stats":          func() error { _, err := s.Stats(ctx, user); return err },
			"users":          func() error { _, err := s.Users(ctx, user); return err },
			"feedback stats": func() error { _, err := s.FeedbackStats(ctx, user, feedback.FilterInput{}); return err },
			"feedback":       func() error { _, err := s.Feedback(ctx, user, feedback.FilterInput{}); return err },
			"export":         func() error { _, err := s.ExportFeedback(ctx, user, feedback.FilterInput{}); return err },
			"a bad filter is still refused as forbidden": func() error {
				_, err := s.Feedback(ctx, user, feedback.FilterInput{Type: "meh"})
				return err
			},
		} {
			err := call()
			assert.Equal(t, apperr.Forbidden, apperr.KindOf(err), "%s for %q", name, user.Role)
			assert.EqualError(t, err, access.MsgAdminsOnly)
		}
	}
}

func addUser(t *testing.T, m *portstest.Memory, id string, change func(*account.User)) account.User {
	t.Helper()
	u := portstest.NewUser(id, id+"@klinik.de")
	change(&u)
	require.NoError(t, m.Users.Create(context.Background(), u))
	return u
}

func TestStats(t *testing.T) {
	s, m := newTestService(true)
	ctx := context.Background()
	empty, err := s.Stats(ctx, admin)
	require.NoError(t, err)
	assert.Equal(t, Stats{Languages: map[string]int{}, Recent: []Activity{}}, empty, "no recording: nothing to average")

	anna := addUser(t, m, "anna", func(*account.User) {})
	addUser(t, m, "ben", func(*account.User) {})
	m.Recordings.Add(portstest.Recording{ID: "r1", OwnerID: anna.ID, Language: "de", Duration: 2 * time.Hour,
		Status: dictation.StatusTranscribed, CreatedAt: now.AddDate(0, -2, 0), FirstTranscriptAt: now.AddDate(0, -2, 0).Add(3 * time.Second)})
	m.Recordings.Add(portstest.Recording{ID: "r2", OwnerID: anna.ID, Language: "en", Duration: 42 * time.Second,
		Status: dictation.StatusFailed, CreatedAt: now.Add(-time.Hour)})

	stats, err := s.Stats(ctx, admin)
	require.NoError(t, err)
	assert.Equal(t, Stats{
		TotalUsers: 2, ActiveUsers: 1, TotalRecordings: 2, AvgProcessing: 3 * time.Second,
		TotalRecorded: 2*time.Hour + 42*time.Second, AvgMonthlyRecorded: (2*time.Hour + 42*time.Second) / 2,
		Languages: map[string]int{"de": 1, "en": 1},
		Recent: []Activity{
			{Action: domain.ActionFailed, UserEmail: "anna@klinik.de", RecordingTime: 42 * time.Second, At: now.Add(-time.Hour)},
			{Action: domain.ActionTranscribed, UserEmail: "anna@klinik.de", RecordingTime: 2 * time.Hour, At: now.AddDate(0, -2, 0)},
		},
	}, stats)
}

func TestRecentActivityListsTheNewestTen(t *testing.T) {
	s, m := newTestService(true)
	anna := addUser(t, m, "anna", func(*account.User) {})
	for i := range 12 {
		m.Recordings.Add(portstest.Recording{ID: fmt.Sprintf("r%02d", i), OwnerID: anna.ID, Language: "en", CreatedAt: now.Add(time.Duration(i) * time.Minute)})
	}
	stats, err := s.Stats(context.Background(), admin)
	require.NoError(t, err)
	require.Len(t, stats.Recent, domain.RecentActivityLimit)
	assert.Equal(t, now.Add(11*time.Minute), stats.Recent[0].At)
	assert.Equal(t, domain.ActionInProgress, stats.Recent[0].Action)
}

func TestUsers(t *testing.T) {
	ctx := context.Background()
	started, ended, running := now.Add(-10*24*time.Hour), now.Add(-3*24*time.Hour), now.Add(2*24*time.Hour)
	setUp := func(t *testing.T, sold bool) (*Service, map[string]UserRow) {
		s, m := newTestService(sold)
		addUser(t, m, "fresh", func(*account.User) {})
		addUser(t, m, "trialing", func(u *account.User) { u.TrialStartedAt, u.TrialEndsAt = &started, &running })
		addUser(t, m, "expired", func(u *account.User) { u.TrialStartedAt, u.TrialEndsAt = &started, &ended })
		addUser(t, m, "paying", func(u *account.User) { u.TrialStartedAt, u.TrialEndsAt = &started, &ended })
		addUser(t, m, "leaving", func(*account.User) {})
		addUser(t, m, "declined", func(*account.User) {})
		require.NoError(t, m.Subscriptions.Save(ctx, "paying", billing.Subscription{
			CustomerID: "cus_1", SubscriptionID: "sub_1", ProviderStatus: billing.ProviderActive, Plan: billing.Monthly, CurrentPeriodEnd: running,
		}))
		require.NoError(t, m.Subscriptions.Save(ctx, "leaving", billing.Subscription{
			CustomerID: "cus_2", SubscriptionID: "sub_2", ProviderStatus: billing.ProviderTrialing, TrialEnd: running, CancelAtPeriodEnd: true, TrialUsed: true,
		}))
		require.NoError(t, m.Subscriptions.Save(ctx, "declined", billing.Subscription{CustomerID: "cus_3", SubscriptionID: "sub_3", ProviderStatus: billing.ProviderIncomplete}))
		m.Recordings.Add(portstest.Recording{ID: "r1", OwnerID: "paying", Duration: time.Minute, CreatedAt: now.Add(-time.Hour)})
		m.Recordings.Add(portstest.Recording{ID: "r2", OwnerID: "paying", Duration: 30 * time.Second, CreatedAt: now.Add(-2 * time.Hour)})
		rows, err := s.Users(ctx, admin)
		require.NoError(t, err)
		require.Len(t, rows, 6)
		byID := map[string]UserRow{}
		for _, row := range rows {
			byID[row.User.ID] = row
		}
		return s, byID
	}

	t.Run("with payments", func(t *testing.T) {
		_, rows := setUp(t, true)
		for id, want := range map[string]struct {
			status       string
			accountTrial bool
			usedTrial    bool
			subscription string
		}{
			"fresh":    {billing.StatusNone, false, false, ""},
			"trialing": {billing.StatusTrialing, true, true, ""},
			"expired":  {billing.StatusTrialExpired, true, true, ""},
			"paying":   {billing.StatusActive, true, true, "sub_1"},
			"leaving":  {billing.StatusCancelledTrial, false, true, "sub_2"},
			"declined": {billing.StatusIncomplete, false, true, "sub_3"},
		} {
			row := rows[id]
			assert.Equal(t, want.status, row.SubscriptionStatus, id)
			assert.Equal(t, want.accountTrial, row.AccountTrialUsed, "%s: account trial", id)
			assert.Equal(t, want.usedTrial, row.HasUsedTrial, "%s: trial used", id)
			assert.Equal(t, want.subscription, row.StripeSubscriptionID, id)
		}
		assert.Equal(t, 2, rows["paying"].Recordings)
		assert.Equal(t, 90*time.Second, rows["paying"].Recorded)
		assert.Equal(t, now.Add(-time.Hour), rows["paying"].LastActivity)
		assert.True(t, rows["fresh"].LastActivity.IsZero())
		assert.Equal(t, &running, rows["trialing"].User.TrialEndsAt, "the trial's dates are the account's")
	})
	t.Run("without payments every account has full access, as its own status says", func(t *testing.T) {
		_, rows := setUp(t, false)
		for id, row := range rows {
			assert.Equal(t, billing.WithoutPayments().Status, row.SubscriptionStatus, id)
		}
		assert.True(t, rows["expired"].AccountTrialUsed, "the account's trial is still reported")
	})
}

func rate(t *testing.T, m *portstest.Memory, id, owner string, at time.Time, kind string) {
	t.Helper()
	f, err := feedback.New(id, owner, feedback.Draft{Type: kind, Language: "en", InputMethod: "voice_recording"}, at)
	require.NoError(t, err)
	require.NoError(t, m.Feedback.Create(context.Background(), f))
}

func TestFeedbackAnalytics(t *testing.T) {
	s, m := newTestService(true)
	ctx := context.Background()
	anna := addUser(t, m, "anna", func(*account.User) {})
	rate(t, m, "f1", anna.ID, now.Add(-48*time.Hour), "positive")
	rate(t, m, "f2", anna.ID, now, "negative")
	rate(t, m, "f3", anna.ID, now, "positive")

	stats, err := s.FeedbackStats(ctx, admin, feedback.FilterInput{})
	require.NoError(t, err)
	assert.Equal(t, FeedbackStats{Counts: feedback.Counts{Positive: 2, Negative: 1}, ConversionRate: 66.7}, stats)
	today, err := s.FeedbackStats(ctx, admin, feedback.FilterInput{DateFrom: "2026-11-21", DateTo: "2026-11-21"})
	require.NoError(t, err)
	assert.Equal(t, FeedbackStats{Counts: feedback.Counts{Positive: 1, Negative: 1}, ConversionRate: 50}, today)
	none, err := s.FeedbackStats(ctx, admin, feedback.FilterInput{Language: "fr"})
	require.NoError(t, err)
	assert.Equal(t, FeedbackStats{}, none)

	items, err := s.Feedback(ctx, admin, feedback.FilterInput{Type: "positive"})
	require.NoError(t, err)
	require.Len(t, items, 2)
	assert.Equal(t, "f3", items[0].ID)
	assert.Equal(t, "anna@klinik.de", items[0].UserEmail)

	for _, in := range []feedback.FilterInput{
		{Type: "neutral"}, {Language: "universal"}, {InputMethod: "upload"}, {DateFrom: "21.11.2026"}, {DateTo: "soon"},
		{DateFrom: "2026-11-22", DateTo: "2026-11-21"},
	} {
		for name, call := range map[string]func() error{
			"stats":  func() error { _, err := s.FeedbackStats(ctx, admin, in); return err },
			"list":   func() error { _, err := s.Feedback(ctx, admin, in); return err },
			"export": func() error { _, err := s.ExportFeedback(ctx, admin, in); return err },
		} {
			err := call()
			assert.Equal(t, apperr.Invalid, apperr.KindOf(err), "%s %+v", name, in)
			assert.NotEmpty(t, err.Error())
		}
	}
}

func TestFeedbackListAndExportLimits(t *testing.T) {
	s, m := newTestService(true)
	ctx := context.Background()
	anna := addUser(t, m, "anna", func(*account.User) {})
	for i := range feedback.ListLimit + 1 {
		rate(t, m, fmt.Sprintf("f%04d", i), anna.ID, now.Add(time.Duration(i)*time.Second), "positive")
	}
	items, err := s.Feedback(ctx, admin, feedback.FilterInput{})
	require.NoError(t, err)
	require.Len(t, items, feedback.ListLimit, "the page lists the newest 500")
	assert.Equal(t, fmt.Sprintf("f%04d", feedback.ListLimit), items[0].ID)
	export, err := s.ExportFeedback(ctx, admin, feedback.FilterInput{})
	require.NoError(t, err)
	assert.Len(t, export.Items, feedback.ListLimit+1, "the export goes further")
	assert.Equal(t, now, export.MadeAt)
}
