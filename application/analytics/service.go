// Package analytics holds the admin dashboard's analytics: the user statistics, the user table
// and the feedback analytics. Every use case refuses anyone but an admin.
package analytics

import (
	"context"
	"errors"
	"time"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	domain "github.com/radscribe/radscribe/domain/analytics"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports"
)

// Payments tells whether subscriptions are sold on this server; the billing use cases do.
type Payments interface {
	PaymentsEnabled() bool
}

// Service runs the analytics use cases.
type Service struct {
	analytics ports.AdminAnalytics
	feedback  ports.FeedbackRepository
	payments  Payments
	clock     ports.Clock
}

// NewService returns the analytics use cases.
func NewService(analytics ports.AdminAnalytics, feedback ports.FeedbackRepository, payments Payments, clock ports.Clock) *Service {
	return &Service{analytics: analytics, feedback: feedback, payments: payments, clock: clock}
}

// Stats are the dashboard's totals.
type Stats struct {
	TotalUsers      int
	ActiveUsers     int
	TotalRecordings int
	// AvgProcessing is the mean time from a recording's upload to its first transcript.
	AvgProcessing time.Duration
	TotalRecorded time.Duration
	// AvgMonthlyRecorded is TotalRecorded spread over the calendar months since the first
	// recording.
	AvgMonthlyRecorded time.Duration
	Languages          map[string]int
	Recent             []Activity
}

// Activity is one line of the recent activity.
type Activity struct {
	Action        string
	UserEmail     string
	RecordingTime time.Duration
	At            time.Time
}

// Stats sums up the users and recordings for an admin.
func (s *Service) Stats(ctx context.Context, actor account.User) (Stats, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return Stats{}, err
	}
	now := s.clock.Now()
	totals, err := s.analytics.Stats(ctx, domain.ActiveSince(now), domain.RecentActivityLimit)
	if err != nil {
		return Stats{}, err
	}
	stats := Stats{
		TotalUsers: totals.TotalUsers, ActiveUsers: totals.ActiveUsers, TotalRecordings: totals.TotalRecordings,
		AvgProcessing: totals.AvgProcessing, TotalRecorded: totals.TotalRecorded,
		AvgMonthlyRecorded: domain.AvgMonthly(totals.TotalRecorded, totals.FirstRecordingAt, now),
		Languages:          totals.Languages, Recent: make([]Activity, 0, len(totals.Recent)),
	}
	for _, r := range totals.Recent {
		stats.Recent = append(stats.Recent, Activity{Action: domain.RecordingAction(r.Status), UserEmail: r.UserEmail, RecordingTime: r.Duration, At: r.CreatedAt})
	}
	return stats, nil
}

// UserRow is one account of the user table.
type UserRow struct {
	User account.User
	// SubscriptionStatus is the status the user's own subscription status answer names.
	SubscriptionStatus string
	// AccountTrialUsed: the account's own trial was started.
	AccountTrialUsed bool
	// HasUsedTrial: no free trial is left for the user at checkout.
	HasUsedTrial         bool
	StripeSubscriptionID string
	Recordings           int
	Recorded             time.Duration
	LastActivity         time.Time
}

// Users lists every account for an admin, newest first.
func (s *Service) Users(ctx context.Context, actor account.User) ([]UserRow, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return nil, err
	}
	users, err := s.analytics.Users(ctx)
	if err != nil {
		return nil, err
	}
	now := s.clock.Now()
	rows := make([]UserRow, 0, len(users))
	for _, u := range users {
		trial := billing.AccountTrial{StartedAt: u.User.TrialStartedAt, EndsAt: u.User.TrialEndsAt}
		rows = append(rows, UserRow{
			User: u.User, SubscriptionStatus: s.statusOf(u.User, trial, u.Subscription, now).Status,
			AccountTrialUsed: trial.Used(), HasUsedTrial: domain.HasUsedTrial(trial, u.Subscription),
			StripeSubscriptionID: u.Subscription.SubscriptionID, Recordings: u.Recordings, Recorded: u.Recorded, LastActivity: u.LastActivity,
		})
	}
	return rows, nil
}

// statusOf is the status the billing use cases give the user, from the record already read.
func (s *Service) statusOf(user account.User, trial billing.AccountTrial, sub billing.Subscription, now time.Time) billing.Status {
	if !s.payments.PaymentsEnabled() {
		return billing.WithoutPayments()
	}
	return billing.StatusOf(billing.StatusInput{Trial: trial, Subscription: sub, IsLegacyUser: user.AuthProvider == account.ProviderReplit, Now: now})
}

// FeedbackStats are the feedback analytics' counts.
type FeedbackStats struct {
	feedback.Counts
	ConversionRate float64
}

// FeedbackStats counts the ratings the filters select, for an admin.
func (s *Service) FeedbackStats(ctx context.Context, actor account.User, in feedback.FilterInput) (FeedbackStats, error) {
	filter, err := s.adminFilter(actor, in)
	if err != nil {
		return FeedbackStats{}, err
	}
	counts, err := s.feedback.Stats(ctx, filter)
	if err != nil {
		return FeedbackStats{}, err
	}
	return FeedbackStats{Counts: counts, ConversionRate: counts.ConversionRate()}, nil
}

// Feedback lists the newest ratings the filters select (at most feedback.ListLimit), for an
// admin.
func (s *Service) Feedback(ctx context.Context, actor account.User, in feedback.FilterInput) ([]ports.FeedbackItem, error) {
	return s.listFeedback(ctx, actor, in, feedback.ListLimit)
}

// FeedbackExport is what the CSV export writes: the ratings and when they were read, which
// names the file.
type FeedbackExport struct {
	Items  []ports.FeedbackItem
	MadeAt time.Time
}

// ExportFeedback lists the newest ratings the filters select for the CSV export (at most
// feedback.ExportLimit), for an admin.
func (s *Service) ExportFeedback(ctx context.Context, actor account.User, in feedback.FilterInput) (FeedbackExport, error) {
	items, err := s.listFeedback(ctx, actor, in, feedback.ExportLimit)
	if err != nil {
		return FeedbackExport{}, err
	}
	return FeedbackExport{Items: items, MadeAt: s.clock.Now()}, nil
}

func (s *Service) listFeedback(ctx context.Context, actor account.User, in feedback.FilterInput, limit int) ([]ports.FeedbackItem, error) {
	filter, err := s.adminFilter(actor, in)
	if err != nil {
		return nil, err
	}
	return s.feedback.List(ctx, filter, limit)
}

// adminFilter refuses anyone but an admin, then reads the filters; a value outside them is a
// 400 that says which.
func (s *Service) adminFilter(actor account.User, in feedback.FilterInput) (feedback.Filter, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return feedback.Filter{}, err
	}
	filter, err := feedback.NewFilter(in)
	var problem feedback.Problem
	if errors.As(err, &problem) {
		return feedback.Filter{}, apperr.New(apperr.Invalid, problem.Error())
	}
	return filter, err
}
