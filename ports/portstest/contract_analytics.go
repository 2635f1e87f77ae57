package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// activeSince is the 30-day window of the analytics contracts.
var activeSince = Now.Add(-30 * 24 * time.Hour)

// analyticsUsers are the accounts of the analytics contracts, as they were created.
type analyticsUsers struct {
	anna, ben, carl, dora, emil, fritz account.User
}

// analyticsFixture stores six accounts with every kind of activity, through the ports:
//   - anna made three recordings (the newest an hour ago) and has a subscription;
//   - ben was seen in a session 10 days ago; his failed sign-in yesterday is no activity of his;
//   - carl, an admin whose account trial started two days before the others' accounts were
//     made, signed in exactly 30 days ago;
//   - dora was last seen a millisecond before the 30 days; a failed sign-in an hour ago is no
//     activity of hers;
//   - emil signed out 5 days ago;
//   - fritz never did anything.
func analyticsFixture(t *testing.T, r Repositories) analyticsUsers {
	t.Helper()
	ctx := context.Background()
	annaID, benID := TwoUsers(t, r.Users)
	u := analyticsUsers{}
	var err error
	u.anna, err = r.Users.ByID(ctx, annaID)
	require.NoError(t, err)
	u.ben, err = r.Users.ByID(ctx, benID)
	require.NoError(t, err)
	u.carl = NewUser("33333333-3333-3333-3333-333333333333", "carl@klinik.de")
	u.carl.Role, u.carl.EmailVerified, u.carl.CreatedAt = account.RoleAdmin, true, Now.Add(-48*time.Hour)
	u.carl.StartTrial(Now.Add(-48 * time.Hour))
	u.dora = NewUser("44444444-4444-4444-4444-444444444444", "dora@klinik.de")
	u.dora.CreatedAt = Now.Add(-72 * time.Hour)
	u.emil = NewUser("55555555-5555-5555-5555-555555555555", "emil@klinik.de")
	u.emil.AuthProvider = account.ProviderGoogle
	u.fritz = NewUser("66666666-6666-6666-6666-666666666666", "fritz@klinik.de")
	u.fritz.AuthProvider = account.ProviderReplit
	for _, user := range []account.User{u.carl, u.dora, u.emil, u.fritz} {
		require.NoError(t, r.Users.Create(ctx, user))
	}

	session := func(hash, userID string, seen time.Time) {
		require.NoError(t, r.Sessions.Create(ctx, account.Session{IDHash: hash, UserID: userID, CreatedAt: seen.Add(-time.Hour), LastSeenAt: seen}))
	}
	session("anna-old", u.anna.ID, Now.Add(-31*24*time.Hour))
	session("ben-1", u.ben.ID, Now.Add(-10*24*time.Hour))
	session("ben-2", u.ben.ID, Now.Add(-12*24*time.Hour))
	session("carl-old", u.carl.ID, Now.Add(-40*24*time.Hour))
	session("dora-1", u.dora.ID, activeSince.Add(-time.Millisecond))
	event := func(user account.User, kind account.AuthEventType, at time.Time) {
		require.NoError(t, r.Events.Record(ctx, account.AuthEvent{UserID: user.ID, Email: user.Email, Type: kind, IP: "203.0.113.9", CreatedAt: at}))
	}
	event(u.ben, account.EventSignInFailed, Now.Add(-24*time.Hour))
	event(u.carl, account.EventSignedIn, activeSince)
	event(u.dora, account.EventSignInFailed, Now.Add(-time.Hour))
	event(u.dora, account.EventPasswordResetSent, Now.Add(-time.Hour))
	event(u.emil, account.EventGoogleSignedIn, Now.Add(-6*24*time.Hour))
	event(u.emil, account.EventSignedOut, Now.Add(-5*24*time.Hour))

	recording := func(id, language string, duration time.Duration, created time.Time) {
		require.NoError(t, r.Recordings.Create(ctx, dictation.Recording{
			ID: id, OwnerID: u.anna.ID, SessionID: "session-" + id, Language: language, Status: dictation.StatusTranscribing,
			Timing: dictation.Timing{Duration: duration}, CreatedAt: created,
		}, anySession))
	}
	transcribed := func(id string, at time.Time) {
		require.NoError(t, r.Recordings.SaveTranscription(ctx, u.anna.ID, id, ports.TranscriptionSaved{
			Transcript: dictation.Transcript{Raw: "kein Erguss", Corrected: "Kein Erguss."}, At: at,
		}))
	}
	recording("rec-old", "de", 90*time.Second, Now.Add(-59*24*time.Hour))
	require.NoError(t, r.Recordings.SetStatus(ctx, u.anna.ID, "rec-old", dictation.StatusFailed))
	recording("rec-1", "de", 60*time.Second, Now.Add(-2*time.Hour))
	transcribed("rec-1", Now.Add(-2*time.Hour+1500*time.Millisecond))
	recording("rec-2", "en", 30*time.Second, Now.Add(-time.Hour))
	transcribed("rec-2", Now.Add(-time.Hour+500*time.Millisecond))
	transcribed("rec-2", Now) // done again: the first transcript's time stays

	require.NoError(t, r.Subscriptions.Save(ctx, u.anna.ID, billing.Subscription{
		CustomerID: "cus_anna", SubscriptionID: "sub_anna", ProviderStatus: billing.ProviderActive, Plan: billing.Monthly,
		CurrentPeriodEnd: Now.Add(20 * 24 * time.Hour), TrialEnd: Now.Add(-10 * 24 * time.Hour), CancelAtPeriodEnd: true,
		DiscountEnd: Now.Add(60 * 24 * time.Hour), TrialUsed: true, ScheduledPlan: billing.Yearly,
	}))
	require.NoError(t, r.Subscriptions.Save(ctx, u.ben.ID, billing.Subscription{CustomerID: "cus_ben"}))
	return u
}

func adminStatsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	empty, err := r.Analytics.Stats(ctx, activeSince, 10)
	require.NoError(t, err)
	assert.Equal(t, ports.AdminStats{Languages: map[string]int{}, Recent: []ports.RecentRecording{}}, empty, "nothing yet: zeros, empty lists")

	u := analyticsFixture(t, r)
	stats, err := r.Analytics.Stats(ctx, activeSince, 2)
	require.NoError(t, err)
	assert.Equal(t, 6, stats.TotalUsers)
	assert.Equal(t, 4, stats.ActiveUsers, "anna (recording), ben (session), carl (sign-in on the boundary), emil (sign-out)")
	assert.Equal(t, 3, stats.TotalRecordings)
	assert.Equal(t, 3*time.Minute, stats.TotalRecorded)
	assert.Equal(t, time.Second, stats.AvgProcessing, "1.5 s and 0.5 s to the first transcript; the untranscribed one does not count")
	assert.True(t, Now.Add(-59*24*time.Hour).Equal(stats.FirstRecordingAt), "first recording %v", stats.FirstRecordingAt)
	assert.Equal(t, map[string]int{"de": 2, "en": 1}, stats.Languages)
	assert.Equal(t, []ports.RecentRecording{
		{UserEmail: u.anna.Email, Status: dictation.StatusTranscribed, Duration: 30 * time.Second, CreatedAt: Now.Add(-time.Hour)},
		{UserEmail: u.anna.Email, Status: dictation.StatusTranscribed, Duration: time.Minute, CreatedAt: Now.Add(-2 * time.Hour)},
	}, stats.Recent, "the newest, at most the number asked")

	all, err := r.Analytics.Stats(ctx, activeSince, 10)
	require.NoError(t, err)
	require.Len(t, all.Recent, 3)
	assert.Equal(t, dictation.StatusFailed, all.Recent[2].Status)
	assert.Equal(t, 90*time.Second, all.Recent[2].Duration)

	later, err := r.Analytics.Stats(ctx, Now.Add(-90*time.Minute), 10)
	require.NoError(t, err)
	assert.Equal(t, 1, later.ActiveUsers, "only anna's newest recording is in a 90-minute window")
}

func adminUsersContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	none, err := r.Analytics.Users(ctx)
	require.NoError(t, err)
	assert.Empty(t, none)

	u := analyticsFixture(t, r)
	users, err := r.Analytics.Users(ctx)
	require.NoError(t, err)
	emails := []string{}
	for _, row := range users {
		emails = append(emails, row.User.Email)
	}
	assert.Equal(t, []string{"fritz@klinik.de", "emil@klinik.de", "ben@klinik.de", "anna@klinik.de", "carl@klinik.de", "dora@klinik.de"}, emails,
		"newest account first, the larger id first at the same moment")

	// asRead is the account as the analytics read it: no password hash, Google subject or picture.
	asRead := func(user account.User) account.User {
		user.PasswordHash, user.GoogleSubject, user.ProfileImageURL = "", "", ""
		return user
	}
	byEmail := map[string]ports.AdminUser{}
	for _, row := range users {
		byEmail[row.User.Email] = row
	}
	for _, tt := range []struct {
		user account.User
		want ports.AdminUser
	}{
		{u.anna, ports.AdminUser{
			Subscription: billing.Subscription{
				CustomerID: "cus_anna", SubscriptionID: "sub_anna", ProviderStatus: billing.ProviderActive, Plan: billing.Monthly,
				CurrentPeriodEnd: Now.Add(20 * 24 * time.Hour), TrialEnd: Now.Add(-10 * 24 * time.Hour), CancelAtPeriodEnd: true,
				DiscountEnd: Now.Add(60 * 24 * time.Hour), TrialUsed: true, ScheduledPlan: billing.Yearly,
			},
			Recordings: 3, Recorded: 3 * time.Minute, LastActivity: Now.Add(-time.Hour),
		}},
		{u.ben, ports.AdminUser{Subscription: billing.Subscription{CustomerID: "cus_ben"}, LastActivity: Now.Add(-10 * 24 * time.Hour)}},
		{u.carl, ports.AdminUser{LastActivity: activeSince}},
		{u.dora, ports.AdminUser{LastActivity: activeSince.Add(-time.Millisecond)}},
		{u.emil, ports.AdminUser{LastActivity: Now.Add(-5 * 24 * time.Hour)}},
		{u.fritz, ports.AdminUser{}},
	} {
		t.Run(tt.user.Email, func(t *testing.T) {
			got, ok := byEmail[tt.user.Email]
			require.True(t, ok)
			tt.want.User = asRead(tt.user)
			assert.Equal(t, tt.want, got)
		})
	}
}
