package http

import (
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	billingapp "github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
)

type billingHandler struct {
	billing *billingapp.Service
}

type nextBillingDTO struct {
	NextBillingDate   string `json:"nextBillingDate"`
	NextBillingAmount int64  `json:"nextBillingAmount"` // cents
	BillingInterval   string `json:"billingInterval"`
}

// subscriptionStatusResponse is the subscription status entity of both specs: the workspace's
// fields (status ... currentPrice) and the Subscription tab's.
type subscriptionStatusResponse struct {
	Status                 string          `json:"status"`
	HasActiveSubscription  bool            `json:"hasActiveSubscription"`
	TrialDaysLeft          int             `json:"trialDaysLeft"`
	IsLegacyUser           bool            `json:"isLegacyUser"`
	BetaDiscountActive     bool            `json:"betaDiscountActive"`
	BetaDiscountMonthsLeft int             `json:"betaDiscountMonthsLeft"`
	CurrentPrice           int             `json:"currentPrice"`
	PeriodType             string          `json:"periodType"`
	StatusDisplay          string          `json:"statusDisplay"`
	SubscriptionEndDate    *string         `json:"subscriptionEndDate"`
	AccessRemaining        *string         `json:"accessRemaining"`
	PlanType               *string         `json:"planType"`
	ScheduledPlanType      *string         `json:"scheduledPlanType"` // a pending switch's plan, from the next billing cycle
	NextBillingInfo        *nextBillingDTO `json:"nextBillingInfo"`
	HasStripeSubscription  bool            `json:"hasStripeSubscription"`
	Message                string          `json:"message"`
	AccessType             string          `json:"accessType"`
	PaymentsEnabled        bool            `json:"paymentsEnabled"`
}

// statusDisplays are the badges' words.
var statusDisplays = map[string]string{
	billing.StatusActive: "Active", billing.StatusTrialing: "Free Trial", billing.StatusTrialExpired: "Trial Expired",
	billing.StatusPastDue: "Payment Past Due", billing.StatusIncomplete: "Trial Already Used",
	billing.StatusCancelledActive: "Cancelled", billing.StatusCancelledTrial: "Trial Cancelled",
	billing.StatusCancelled: "Expired", billing.StatusNone: "No Subscription",
}

func newSubscriptionStatusResponse(s billing.Status, access billing.AccessType, payments bool, now time.Time) subscriptionStatusResponse {
	r := subscriptionStatusResponse{
		Status: s.Status, HasActiveSubscription: s.HasActiveSubscription, TrialDaysLeft: s.TrialDaysLeft, IsLegacyUser: s.IsLegacyUser,
		BetaDiscountActive: s.BetaDiscountActive, BetaDiscountMonthsLeft: s.BetaDiscountMonthsLeft, CurrentPrice: s.CurrentPrice,
		PeriodType: string(s.PeriodType), StatusDisplay: statusDisplays[s.Status], SubscriptionEndDate: optionalTime(s.EndDate),
		PlanType: optional(string(s.Plan)), ScheduledPlanType: optional(string(s.ScheduledPlan)), HasStripeSubscription: s.HasStripeSubscription, Message: s.Message,
		AccessType: string(access), PaymentsEnabled: payments,
	}
	if !s.EndDate.IsZero() && s.EndDate.After(now) {
		r.AccessRemaining = optional(remaining(s.EndDate.Sub(now)))
	}
	if s.NextBilling != nil {
		r.NextBillingInfo = &nextBillingDTO{NextBillingDate: timestamp(s.NextBilling.Date), NextBillingAmount: s.NextBilling.AmountCents, BillingInterval: s.NextBilling.Interval}
	}
	return r
}

// remaining says a span in whole days, or hours under a day.
func remaining(d time.Duration) string {
	if d < 24*time.Hour {
		hours := int(d.Hours()) + 1
		if hours == 1 {
			return "1 hour"
		}
		return strconv.Itoa(hours) + " hours"
	}
	days := int((d + 24*time.Hour - 1) / (24 * time.Hour))
	if days == 1 {
		return "1 day"
	}
	return strconv.Itoa(days) + " days"
}

func (h billingHandler) status(c *gin.Context) {
	user := mustUser(c)
	status, access, err := h.billing.StatusAndAccess(c.Request.Context(), user)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newSubscriptionStatusResponse(status, access, h.billing.PaymentsEnabled(), time.Now()))
}

type planDTO struct {
	Type           string `json:"type"`
	Amount         int64  `json:"amount"` // cents
	Interval       string `json:"interval"`
	Savings        int64  `json:"savings,omitempty"`
	SavingsPercent int    `json:"savingsPercent,omitempty"`
}

// plans answers the plan cards, for visitors too: the landing page shows the prices.
func (h billingHandler) plans(c *gin.Context) {
	c.JSON(http.StatusOK, listOf(h.billing.Plans(), func(p billing.Plan) planDTO {
		return planDTO{Type: string(p.Type), Amount: p.AmountCents, Interval: p.Interval, Savings: p.SavingsCents, SavingsPercent: p.SavingsPercent}
	}))
}

type planRequest struct {
	PlanType string `json:"planType"`
}

type urlResponse struct {
	URL string `json:"url"`
}

func (h billingHandler) checkout(c *gin.Context) {
	bindAndRun(c, func(req planRequest) (urlResponse, error) {
		url, err := h.billing.Checkout(c.Request.Context(), mustUser(c), req.PlanType)
		return urlResponse{URL: url}, err
	})
}

func (h billingHandler) portal(c *gin.Context) {
	url, err := h.billing.PortalURL(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, urlResponse{URL: url}, err)
}

type successResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message,omitempty"`
}

func (h billingHandler) cancel(c *gin.Context) {
	h.succeed(c, h.billing.Cancel(c.Request.Context(), mustUser(c)), "Your subscription is cancelled; you keep access until the end of the paid period.")
}

func (h billingHandler) reactivate(c *gin.Context) {
	h.succeed(c, h.billing.Reactivate(c.Request.Context(), mustUser(c)), "Your subscription continues.")
}

// syncResponse says what the sync found; success is true only when the subscription is active,
// so a client reading success alone does not announce a subscription that is not there.
type syncResponse struct {
	Success bool   `json:"success"`
	Status  string `json:"status"`
	Message string `json:"message"`
}

func (h billingHandler) sync(c *gin.Context) {
	synced, err := h.billing.Sync(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, syncResponse{Success: synced == billingapp.SyncedActive, Status: string(synced), Message: synced.Message()}, err)
}

func (h billingHandler) succeed(c *gin.Context, err error, message string) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, successResponse{Success: true, Message: message})
}

type switchPlanResponse struct {
	NewPlan string `json:"newPlan"`
	Message string `json:"message"`
}

func (h billingHandler) switchPlan(c *gin.Context) {
	bindAndRun(c, func(req planRequest) (switchPlanResponse, error) {
		switched, err := h.billing.SwitchPlan(c.Request.Context(), mustUser(c), req.PlanType)
		message := "Your new plan starts with your next billing cycle."
		if switched.Withdrawn {
			message = "Your pending plan switch is withdrawn; your plan stays as it is."
		}
		return switchPlanResponse{NewPlan: string(switched.Plan), Message: message}, err
	})
}

// webhook reads the raw body, as the signature covers its exact bytes, and answers at once;
// the work is queued.
func (h billingHandler) webhook(c *gin.Context) {
	payload, err := io.ReadAll(c.Request.Body)
	if err != nil {
		writeError(c, bodyReadFailed(err))
		return
	}
	if err := h.billing.HandleWebhook(c.Request.Context(), payload, c.GetHeader("Stripe-Signature")); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"received": true})
}

// requireFullAccess refuses, with 402 and what to do, a signed-in user without full access.
// Without a session it lets the request on to requireUser, which answers 401.
func requireFullAccess(service *billingapp.Service) gin.HandlerFunc {
	return func(c *gin.Context) {
		user, ok := c.Get(userKey)
		if !ok {
			c.Next()
			return
		}
		if err := service.RequireFullAccess(c.Request.Context(), user.(account.User)); err != nil {
			writeError(c, err)
			return
		}
		c.Next()
	}
}
