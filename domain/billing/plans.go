package billing

// PlanType is a subscription plan.
type PlanType string

// The plans (spec 001, section 9).
const (
	Monthly PlanType = "monthly"
	Yearly  PlanType = "yearly"
)

// Prices in cents: the monthly list price, the beta price of the first BetaMonths months.
const (
	MonthlyAmountCents = 5900
	BetaAmountCents    = 3900
	BetaMonths         = 3
)

// MonthlyPriceUSD is the list price of the monthly plan after the beta discount.
const MonthlyPriceUSD = MonthlyAmountCents / 100

// Plan is a plan as the plan cards show it.
type Plan struct {
	Type        PlanType
	AmountCents int64
	Interval    string
	// SavingsCents is what the yearly plan saves against twelve monthly payments; 0 for monthly.
	SavingsCents int64
	// SavingsPercent is SavingsCents as a whole percent of twelve monthly payments.
	SavingsPercent int
}

// Plans are the monthly plan and the yearly plan at yearlyCents, whose savings compare against
// 59 x 12.
func Plans(yearlyCents int64) []Plan {
	twelveMonths := int64(MonthlyAmountCents * 12)
	savings := max(twelveMonths-yearlyCents, 0)
	return []Plan{
		{Type: Monthly, AmountCents: MonthlyAmountCents, Interval: "month"},
		{Type: Yearly, AmountCents: yearlyCents, Interval: "year", SavingsCents: savings, SavingsPercent: int((savings*100 + twelveMonths/2) / twelveMonths)},
	}
}

// ParsePlan reads a plan type; false for anything else.
func ParsePlan(s string) (PlanType, bool) {
	switch PlanType(s) {
	case Monthly, Yearly:
		return PlanType(s), true
	}
	return "", false
}
