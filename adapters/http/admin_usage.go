package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	usageapp "github.com/radscribe/radscribe/application/usage"
)

type adminUsageHandler struct {
	usage *usageapp.Service
}

type apiUsageResponse struct {
	TimeRange      string              `json:"timeRange"`
	OverallStats   overallUsageStats   `json:"overallStats"`
	TopEndpoints   []endpointUsage     `json:"topEndpoints"`
	UserUsageStats []userEndpointUsage `json:"userUsageStats"`
	Timeline       []usageBucket       `json:"timeline"`
	DroppedEvents  int64               `json:"droppedEvents"`
}

type overallUsageStats struct {
	TotalAPICalls int64   `json:"totalApiCalls"`
	TotalUsers    int     `json:"totalUsers"`
	AvgDuration   float64 `json:"avgDuration"`
	ErrorRate     float64 `json:"errorRate"`
}

type endpointUsage struct {
	Method      string  `json:"method"`
	Endpoint    string  `json:"endpoint"`
	TotalCalls  int64   `json:"totalCalls"`
	AvgDuration float64 `json:"avgDuration"`
	ErrorRate   float64 `json:"errorRate"`
}

type userEndpointUsage struct {
	UserID      string  `json:"userId"`
	UserEmail   *string `json:"userEmail"`
	UserName    *string `json:"userName"`
	Method      string  `json:"method"`
	Endpoint    string  `json:"endpoint"`
	TotalCalls  int64   `json:"totalCalls"`
	ErrorCount  int64   `json:"errorCount"`
	AvgDuration float64 `json:"avgDuration"`
	LastCall    string  `json:"lastCall"`
}

type usageBucket struct {
	Start  string `json:"start"`
	Calls  int64  `json:"calls"`
	Errors int64  `json:"errors"`
}

// apiUsage answers GET /api/admin/api-usage?timeRange=1h|24h|7d|30d (24h when absent).
func (h adminUsageHandler) apiUsage(c *gin.Context) {
	report, err := h.usage.APIUsage(c.Request.Context(), mustUser(c), c.Query("timeRange"))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newAPIUsageResponse(report))
}

func newAPIUsageResponse(r usageapp.Report) apiUsageResponse {
	answer := apiUsageResponse{
		TimeRange: string(r.TimeRange),
		OverallStats: overallUsageStats{
			TotalAPICalls: r.Overall.Calls, TotalUsers: r.Users,
			AvgDuration: r.Overall.AvgMillis(), ErrorRate: r.Overall.ErrorRate(),
		},
		TopEndpoints:   make([]endpointUsage, len(r.Endpoints)),
		UserUsageStats: make([]userEndpointUsage, len(r.UserEndpoints)),
		Timeline:       make([]usageBucket, len(r.Timeline)),
		DroppedEvents:  r.Dropped,
	}
	for i, e := range r.Endpoints {
		answer.TopEndpoints[i] = endpointUsage{Method: e.Method, Endpoint: e.Endpoint, TotalCalls: e.Calls, AvgDuration: e.AvgMillis(), ErrorRate: e.ErrorRate()}
	}
	for i, row := range r.UserEndpoints {
		name := r.Names[row.UserID]
		answer.UserUsageStats[i] = userEndpointUsage{
			UserID: row.UserID, UserEmail: orNull(name.Email), UserName: orNull(name.Name),
			Method: row.Method, Endpoint: row.Endpoint, TotalCalls: row.Calls, ErrorCount: row.Errors,
			AvgDuration: row.AvgMillis(), LastCall: timestamp(row.LastCall),
		}
	}
	for i, b := range r.Timeline {
		answer.Timeline[i] = usageBucket{Start: timestamp(b.Start), Calls: b.Calls, Errors: b.Errors}
	}
	return answer
}
