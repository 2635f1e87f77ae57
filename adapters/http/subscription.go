package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/domain/billing"
)

type subscriptionStatusResponse struct {
	Status                 string `json:"status"`
	HasActiveSubscription  bool   `json:"hasActiveSubscription"`
	TrialDaysLeft          int    `json:"trialDaysLeft"`
	IsLegacyUser           bool   `json:"isLegacyUser"`
	BetaDiscountActive     bool   `json:"betaDiscountActive"`
	BetaDiscountMonthsLeft int    `json:"betaDiscountMonthsLeft"`
	CurrentPrice           int    `json:"currentPrice"`
}

// subscriptionStatus answers GET /api/subscription/status. Without a payment provider every
// signed-in (hence verified) user has full access.
func subscriptionStatus(c *gin.Context) {
	s := billing.WithoutPayments()
	c.JSON(http.StatusOK, subscriptionStatusResponse{
		Status: s.Status, HasActiveSubscription: s.HasActiveSubscription, TrialDaysLeft: s.TrialDaysLeft,
		IsLegacyUser: s.IsLegacyUser, BetaDiscountActive: s.BetaDiscountActive,
		BetaDiscountMonthsLeft: s.BetaDiscountMonthsLeft, CurrentPrice: s.CurrentPrice,
	})
}
