package http

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/csvexport"
	analyticsapp "github.com/radscribe/radscribe/application/analytics"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/domain/analytics"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// adminHandler answers the admin dashboard's analytics; the use cases refuse anyone but
// admins, whatever route reaches them.
type adminHandler struct {
	analytics *analyticsapp.Service
	// usage counts the reports produced; without it (tests of other areas) they count 0.
	usage *usageapp.Service
}

// recentActivityDTO is a recording (Kind "recording", its length in RecordingTime) or a
// report produced (Kind "report", its InputMethod "pasted" or "voice"): never its text.
type recentActivityDTO struct {
	Kind          string  `json:"kind"`
	Action        string  `json:"action"`
	InputMethod   string  `json:"inputMethod"`
	User          string  `json:"user"`
	RecordingTime float64 `json:"recordingTime"` // seconds
	Timestamp     string  `json:"timestamp"`
	at            time.Time
}

type adminStatsResponse struct {
	TotalUsers              int                 `json:"totalUsers"`
	ActiveUsers             int                 `json:"activeUsers"`
	TotalRecordings         int                 `json:"totalRecordings"`
	AvgProcessingTime       float64             `json:"avgProcessingTime"`       // milliseconds
	TotalRecordingTime      float64             `json:"totalRecordingTime"`      // seconds
	AvgMonthlyRecordingTime float64             `json:"avgMonthlyRecordingTime"` // seconds
	LanguageDistribution    map[string]int      `json:"languageDistribution"`
	Reports                 reportCountsDTO     `json:"reports"`
	RecentActivity          []recentActivityDTO `json:"recentActivity"`
}

func (h adminHandler) stats(c *gin.Context) {
	stats, err := h.analytics.Stats(c.Request.Context(), mustUser(c))
	if err != nil {
		writeError(c, err)
		return
	}
	reports := usageapp.ReportStats{Counts: usage.ReportCounts{}}
	if h.usage != nil {
		if reports, err = h.usage.ReportStats(c.Request.Context(), mustUser(c), analytics.RecentActivityLimit); err != nil {
			writeError(c, err)
			return
		}
	}
	recent := listOf(stats.Recent, func(a analyticsapp.Activity) recentActivityDTO {
		return recentActivityDTO{Kind: "recording", Action: a.Action, InputMethod: string(usage.InputVoice), User: a.UserEmail,
			RecordingTime: analytics.Seconds(a.RecordingTime), Timestamp: timestamp(a.At), at: a.At}
	})
	for _, r := range reports.Recent {
		recent = append(recent, recentActivityDTO{Kind: "report", Action: r.ActivityLabel(), InputMethod: string(r.Input), User: r.UserEmail,
			Timestamp: timestamp(r.At), at: r.At})
	}
	// Recordings and reports together, newest first, as many as either list alone.
	slices.SortStableFunc(recent, func(a, b recentActivityDTO) int { return b.at.Compare(a.at) })
	c.JSON(http.StatusOK, adminStatsResponse{
		TotalUsers: stats.TotalUsers, ActiveUsers: stats.ActiveUsers, TotalRecordings: stats.TotalRecordings,
		AvgProcessingTime: analytics.Milliseconds(stats.AvgProcessing), TotalRecordingTime: analytics.Seconds(stats.TotalRecorded),
		AvgMonthlyRecordingTime: analytics.Seconds(stats.AvgMonthlyRecorded), LanguageDistribution: stats.Languages,
		Reports: newReportCountsDTO(reports.Counts), RecentActivity: recent[:min(len(recent), analytics.RecentActivityLimit)],
	})
}

type adminUserDTO struct {
	ID                    string  `json:"id"`
	FirstName             string  `json:"firstName"`
	LastName              string  `json:"lastName"`
	Email                 string  `json:"email"`
	EmailVerified         bool    `json:"emailVerified"`
	AuthProvider          string  `json:"authProvider"`
	Role                  string  `json:"role"`
	SubscriptionStatus    string  `json:"subscriptionStatus"`
	AccountTrialStartedAt *string `json:"accountTrialStartedAt"`
	AccountTrialUsed      bool    `json:"accountTrialUsed"`
	HasUsedTrial          bool    `json:"hasUsedTrial"`
	TrialEndsAt           *string `json:"trialEndsAt"`
	StripeSubscriptionID  *string `json:"stripeSubscriptionId"`
	RecordingCount        int     `json:"recordingCount"`
	TotalRecordingTime    float64 `json:"totalRecordingTime"` // seconds
	LastActivity          *string `json:"lastActivity"`
	CreatedAt             string  `json:"createdAt"`
}

// optionalTimePtr answers an absent time as null.
func optionalTimePtr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	return optionalTime(*t)
}

func (h adminHandler) users(c *gin.Context) {
	rows, err := h.analytics.Users(c.Request.Context(), mustUser(c))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, listOf(rows, func(r analyticsapp.UserRow) adminUserDTO {
		u := r.User
		return adminUserDTO{
			ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, EmailVerified: u.EmailVerified,
			AuthProvider: string(u.AuthProvider), Role: string(u.Role), SubscriptionStatus: r.SubscriptionStatus,
			AccountTrialStartedAt: optionalTimePtr(u.TrialStartedAt), AccountTrialUsed: r.AccountTrialUsed, HasUsedTrial: r.HasUsedTrial,
			TrialEndsAt: optionalTimePtr(u.TrialEndsAt), StripeSubscriptionID: optional(r.StripeSubscriptionID),
			RecordingCount: r.Recordings, TotalRecordingTime: analytics.Seconds(r.Recorded), LastActivity: optionalTime(r.LastActivity),
			CreatedAt: timestamp(u.CreatedAt),
		}
	}))
}

// feedbackFilters reads the analytics' filters from the query string as they are; the use
// case validates them (feedback.NewFilter) and answers 400 for a value outside them.
func feedbackFilters(c *gin.Context) feedback.FilterInput {
	return feedback.FilterInput{
		Type: c.Query("feedbackType"), Language: c.Query("language"), InputMethod: c.Query("inputMethod"),
		DateFrom: c.Query("dateFrom"), DateTo: c.Query("dateTo"),
	}
}

type feedbackStatsResponse struct {
	TotalFeedback  int     `json:"totalFeedback"`
	PositiveCount  int     `json:"positiveCount"`
	NegativeCount  int     `json:"negativeCount"`
	ConversionRate float64 `json:"conversionRate"` // percent positive, one decimal
}

func (h adminHandler) feedbackStats(c *gin.Context) {
	stats, err := h.analytics.FeedbackStats(c.Request.Context(), mustUser(c), feedbackFilters(c))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, feedbackStatsResponse{
		TotalFeedback: stats.Total(), PositiveCount: stats.Positive, NegativeCount: stats.Negative, ConversionRate: stats.ConversionRate,
	})
}

// feedbackItemDTO is a rating as its author gets it back, with the author's e-mail address.
type feedbackItemDTO struct {
	feedbackResponse
	UserEmail string `json:"userEmail"`
}

func (h adminHandler) feedbackList(c *gin.Context) {
	items, err := h.analytics.Feedback(c.Request.Context(), mustUser(c), feedbackFilters(c))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, listOf(items, func(f ports.FeedbackItem) feedbackItemDTO {
		return feedbackItemDTO{feedbackResponse: newFeedbackResponse(f.Feedback), UserEmail: f.UserEmail}
	}))
}

// feedbackCSVHeader is the export's first row.
var feedbackCSVHeader = []string{"id", "createdAt", "userEmail", "feedbackType", "feedbackCategory", "feedbackText", "language", "inputMethod", "templateUsed", "templateName"}

// feedbackExport answers the ratings as a CSV file (RFC 4180: CRLF line ends, fields with
// quotes, commas or line breaks quoted, quotes doubled), UTF-8, absent values as empty cells.
func (h adminHandler) feedbackExport(c *gin.Context) {
	export, err := h.analytics.ExportFeedback(c.Request.Context(), mustUser(c), feedbackFilters(c))
	if err != nil {
		writeError(c, err)
		return
	}
	filename := "radscribe-feedback-" + export.MadeAt.UTC().Format("2006-01-02") + ".csv"
	c.Header("Content-Disposition", `attachment; filename="`+filename+`"`)
	c.Header("Content-Type", "text/csv; charset=utf-8")
	c.Status(http.StatusOK)
	w := csvexport.NewWriter(c.Writer)
	w.Write(feedbackCSVHeader)
	for _, f := range export.Items {
		w.Write([]string{
			f.ID, timestamp(f.CreatedAt), f.UserEmail, string(f.Type), string(f.Category), f.Text, f.Language,
			string(f.InputMethod), strconv.FormatBool(f.TemplateUsed), f.TemplateName,
		})
	}
	if err := w.Flush(); err != nil {
		// The answer has started; all that is left is to say why it stopped.
		requestLogger(c).WarnContext(c.Request.Context(), "feedback export interrupted", "request_id", requestID(c), "error", err)
	}
}
