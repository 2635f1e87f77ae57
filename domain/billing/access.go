package billing

// AccessType is what a visitor or user may open (spec 000, section 2).
type AccessType string

// The access types.
const (
	Unauthenticated             AccessType = "unauthenticated"
	AuthenticatedNoSubscription AccessType = "authenticated_no_subscription"
	TrialExpired                AccessType = "trial_expired"
	FullAccess                  AccessType = "full_access"
)

// AccessOf is the access of a signed-in user with status s; admins always have full access,
// because they run the product.
func AccessOf(s Status, admin bool) AccessType {
	switch {
	case admin || s.HasActiveSubscription:
		return FullAccess
	case s.Status == StatusTrialExpired:
		return TrialExpired
	}
	return AuthenticatedNoSubscription
}
