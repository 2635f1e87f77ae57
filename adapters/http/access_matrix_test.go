package http

import (
	"net/http"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/auth"
	billingapp "github.com/radscribe/radscribe/application/billing"
)

// accessRole is who sends a request of the access matrix.
type accessRole int

const (
	roleVisitor accessRole = iota
	// roleUnsubscribed: signed in, the trial used and the subscription ended.
	roleUnsubscribed
	roleTrialExpired
	roleInTrial
	roleSubscriber
	// roleOtherUser: a subscriber whose requests name another user's objects.
	roleOtherUser
	roleAdmin
	// roleCrossSite: a page on another site that has the admin's browser send a request,
	// with the admin's session cookie.
	roleCrossSite
)

// matrixRole is a role with the browser it sends from and whose objects its paths name. Each
// role signs in a session of its own, since its walk ends by signing out.
type matrixRole struct {
	name    string
	role    accessRole
	sender  *browser
	owner   *browser
	headers []string
}

// accessVerdict is what a role must get from a route.
type accessVerdict struct {
	// status is the status of a refusal, message its message; 0 when the request must get
	// through the access checks.
	status  int
	message string
	// succeed asks for a 2xx: the role may use the route and the request is complete.
	succeed bool
}

var (
	getsThrough = accessVerdict{}
	succeeds    = accessVerdict{succeed: true}
)

func refused(status int, message string) accessVerdict {
	return accessVerdict{status: status, message: message}
}

// verdict is what role gets from a route of class. A request gets through when it passes
// every access check: its answer is then the route's own (a 400 for a minimal body, say), but
// never a refusal or a failure.
func verdict(class accessClass, r accessRole) accessVerdict {
	switch {
	case class == accessWebhook:
		return refused(http.StatusBadRequest, billingapp.MsgWebhookRefused)
	case r == roleCrossSite:
		return refused(http.StatusForbidden, messageCrossSite)
	case class == accessProbe:
		return succeeds
	case class == accessPublic:
		return getsThrough
	case r == roleVisitor:
		return refused(http.StatusUnauthorized, auth.MsgNotSignedIn)
	case class == accessSignedIn:
		return getsThrough
	case class == accessAdminView && r == roleAdmin:
		return succeeds
	case class == accessAdminView:
		return refused(http.StatusForbidden, access.MsgAdminsOnly)
	case r == roleUnsubscribed:
		return refused(http.StatusPaymentRequired, billingapp.MsgSubscriptionNeeded)
	case r == roleTrialExpired:
		return refused(http.StatusPaymentRequired, billingapp.MsgTrialExpired)
	case class == accessAdminOnly && r == roleAdmin:
		return getsThrough
	case class == accessAdminOnly:
		return refused(http.StatusForbidden, access.MsgAdminsOnly)
	case class == accessOwnObject && r == roleOtherUser:
		// The same answer as for an object that does not exist: ids reveal nothing.
		return accessVerdict{status: http.StatusNotFound}
	case class == accessOwnObject:
		return succeeds
	}
	return getsThrough
}

// refusals are the statuses a request that got through never has.
var refusals = []int{http.StatusUnauthorized, http.StatusPaymentRequired, http.StatusForbidden, http.StatusNotFound,
	http.StatusMisdirectedRequest, http.StatusTooManyRequests}

func (w accessVerdict) check(t *testing.T, method string, got reply, route string) {
	t.Helper()
	switch {
	case w.status != 0:
		assert.Equal(t, w.status, got.status, "%s: %s", route, got.raw)
		if w.message != "" && method != http.MethodHead && got.status == w.status {
			assert.Equal(t, w.message, got.message(t), route)
		}
	case w.succeed:
		assert.True(t, got.status >= 200 && got.status < 300, "%s answered %d, not 2xx: %s", route, got.status, got.raw)
	default:
		assert.True(t, got.status < 500 && !slices.Contains(refusals, got.status), "%s answered %d: %s", route, got.status, got.raw)
	}
}

// classOf is the route's class in accessMatrix and the key it is found under.
func classOf(r routeInfo) (accessClass, string, bool) {
	for _, key := range []string{r.method + " " + r.path, "* " + r.path} {
		if class, ok := accessMatrix[key]; ok {
			return class, key, true
		}
	}
	return 0, "", false
}

// isSafe reports a method the CSRF check lets through from anywhere.
func isSafe(method string) bool {
	return method == http.MethodGet || method == http.MethodHead || method == http.MethodOptions
}

// Every route of gin's table, as every role: visitors, users without access, users with it,
// another user's object ids, admins and a page on another site. New routes fail closed: one
// missing from accessMatrix fails the test.
func TestEveryRouteAnswersEveryRoleAsItsClassSays(t *testing.T) {
	m := newMatrixApp(t)
	// Signing out comes last, so that it ends the role's session after its other requests.
	var routes, signOut []routeInfo
	listed := map[string]bool{}
	for _, r := range m.routes {
		_, key, ok := classOf(r)
		switch {
		case !ok:
			t.Errorf("%s %s has no access class: add it to accessMatrix in access_matrix_table_test.go", r.method, r.path)
			continue
		case r.path == "/api/logout":
			signOut = append(signOut, r)
		default:
			routes = append(routes, r)
		}
		listed[key] = true
	}
	routes = append(routes, signOut...)
	for key := range accessMatrix {
		if !listed[key] {
			t.Errorf("accessMatrix lists %s, which is no route any more", key)
		}
	}

	sameOrigin := []string{"Origin", m.base, "Sec-Fetch-Site", "same-origin"}
	roles := []matrixRole{
		{"visitor", roleVisitor, newBrowser(t, m.base), m.trial, sameOrigin},
		{"subscription ended", roleUnsubscribed, m.unsubscribed, m.trial, sameOrigin},
		{"trial expired", roleTrialExpired, m.expired, m.trial, sameOrigin},
		{"in trial", roleInTrial, m.signInAgain(t, matrixTrial, "203.0.113.6"), m.trial, sameOrigin},
		{"subscriber", roleSubscriber, m.signInAgain(t, matrixSubscriber, "203.0.113.7"), m.subscriber, sameOrigin},
		{"another user's objects", roleOtherUser, m.signInAgain(t, matrixSubscriber, "203.0.113.8"), m.trial, sameOrigin},
		{"admin", roleAdmin, m.signInAgain(t, testAdmins[0], "203.0.113.9"), m.admin, sameOrigin},
		{"page on another site", roleCrossSite, m.signInAgain(t, testAdmins[0], "203.0.113.11"), m.admin,
			[]string{"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site"}},
	}
	requests := 0
	for _, r := range roles {
		t.Run(r.name, func(t *testing.T) {
			for _, route := range routes {
				if r.role == roleCrossSite && isSafe(route.method) {
					continue
				}
				class, key, _ := classOf(route)
				var body any = map[string]any{}
				if makeBody, ok := matrixBodies[key]; ok {
					body = makeBody(m.next())
				}
				got := r.sender.send(route.method, m.fill(t, route.path, r.owner), body, r.headers...)
				verdict(class, r.role).check(t, route.method, got, route.method+" "+route.path)
				requests++
			}
		})
	}
	assert.Greater(t, requests, 6*len(routes), "every role walked the routes")
}
