package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/config"
)

// siteInfoResponse is the operator's public details for the footer and the legal pages, and
// whether this server sells subscriptions, for the landing page: without payments it shows no
// prices and no trial.
type siteInfoResponse struct {
	LegalName       string `json:"legalName"`
	Address         string `json:"address"`
	ContactEmail    string `json:"contactEmail"`
	CommunityURL    string `json:"communityUrl"`
	PaymentsEnabled bool   `json:"paymentsEnabled"`
}

func siteInfoHandler(company config.Company, paymentsEnabled bool) gin.HandlerFunc {
	body := siteInfoResponse{
		LegalName:       company.LegalName,
		Address:         company.Address,
		ContactEmail:    company.ContactEmail,
		CommunityURL:    company.CommunityURL,
		PaymentsEnabled: paymentsEnabled,
	}
	return func(c *gin.Context) {
		c.Header("Cache-Control", "public, max-age=300")
		c.JSON(http.StatusOK, body)
	}
}
