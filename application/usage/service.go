// Package usage holds the record of API calls and the admins' view of it. The HTTP adapter
// records each call with Record, which never slows or fails a request; the events are stored
// in batches in the background, and the clean-up deletes them after usage.Retention.
package usage

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// Service records API calls and answers the admins' view of them.
type Service struct {
	recorder *Recorder
	repo     ports.UsageRepository
	users    ports.UserRepository
	clock    ports.Clock
}

// NewService returns the usage use cases with a recorder of repo; Start begins storing.
func NewService(repo ports.UsageRepository, users ports.UserRepository, clock ports.Clock, settings RecorderSettings, logger *slog.Logger) *Service {
	return &Service{recorder: NewRecorder(repo, settings, logger), repo: repo, users: users, clock: clock}
}

// Record takes the record of a call that has just been answered, without waiting: the call
// arrived e.Duration before the clock's now.
func (s *Service) Record(e usage.Event) {
	e.At = s.clock.Now().Add(-e.Duration)
	s.recorder.Record(e)
}

// Dropped is how many records this process lost since it started.
func (s *Service) Dropped() int64 { return s.recorder.Dropped() }

// Start begins storing the records in the background.
func (s *Service) Start() { s.recorder.Start() }

// Stop stores the records still queued; the app calls it once it serves no more requests.
func (s *Service) Stop() { s.recorder.Stop() }

// Report is the admins' view of API usage over a time range.
type Report struct {
	TimeRange usage.TimeRange
	usage.Summary
	// Names are the users of Summary.UserEndpoints by id; a deleted account is absent.
	Names map[string]UserName
	// Dropped is how many events this process lost since it started.
	Dropped int64
}

// UserName is how the view names a user.
type UserName struct {
	Email string
	// Name is the first and last name; empty when the user gave none.
	Name string
}

// APIUsage is the usage over the time range timeRange names (the default one when empty),
// for admins only.
func (s *Service) APIUsage(ctx context.Context, actor account.User, timeRange string) (Report, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return Report{}, err
	}
	r, err := usage.ParseTimeRange(timeRange)
	var problem usage.Problem
	if errors.As(err, &problem) {
		return Report{}, apperr.New(apperr.Invalid, problem.Error())
	}
	if err != nil {
		return Report{}, err
	}
	summary, err := s.repo.Summary(ctx, r.WindowAt(s.clock.Now()))
	if err != nil {
		return Report{}, err
	}
	report := Report{TimeRange: r, Summary: summary, Names: map[string]UserName{}, Dropped: s.Dropped()}
	for _, row := range summary.UserEndpoints {
		if _, done := report.Names[row.UserID]; done {
			continue
		}
		user, err := s.users.ByID(ctx, row.UserID)
		if errors.Is(err, ports.ErrNotFound) {
			continue
		}
		if err != nil {
			return Report{}, err
		}
		report.Names[row.UserID] = UserName{Email: user.Email, Name: strings.TrimSpace(user.FirstName + " " + user.LastName)}
	}
	return report, nil
}

// UserReports counts the reports user produced (format, fill, generate), by action and input
// method, from the record of calls: only counts, never a transcript or a report.
func (s *Service) UserReports(ctx context.Context, user account.User) (usage.ReportCounts, error) {
	return s.repo.ReportCounts(ctx, user.ID)
}

// ReportActivity is one report of the admins' recent activity.
type ReportActivity struct {
	usage.ReportKind
	// UserEmail is the e-mail of the user who produced it; empty for a deleted account.
	UserEmail string
	At        time.Time
}

// ReportStats are every user's reports, for the admins' dashboard.
type ReportStats struct {
	Counts usage.ReportCounts
	// Recent are the latest reports, newest first.
	Recent []ReportActivity
}

// ReportStats counts every user's reports and lists the limit latest, for admins only.
func (s *Service) ReportStats(ctx context.Context, actor account.User, limit int) (ReportStats, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return ReportStats{}, err
	}
	counts, err := s.repo.ReportCounts(ctx, "")
	if err != nil {
		return ReportStats{}, err
	}
	recent, err := s.repo.RecentReports(ctx, limit)
	if err != nil {
		return ReportStats{}, err
	}
	stats := ReportStats{Counts: counts, Recent: make([]ReportActivity, 0, len(recent))}
	emails := map[string]string{}
	for _, r := range recent {
		email, known := emails[r.UserID]
		if !known {
			user, err := s.users.ByID(ctx, r.UserID)
			switch {
			case errors.Is(err, ports.ErrNotFound):
			case err != nil:
				return ReportStats{}, err
			default:
				email = user.Email
			}
			emails[r.UserID] = email
		}
		stats.Recent = append(stats.Recent, ReportActivity{ReportKind: r.ReportKind, UserEmail: email, At: r.At})
	}
	return stats, nil
}
