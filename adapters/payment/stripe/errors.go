package stripe

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// failure describes a failed call in one short line: what was asked, and Stripe's HTTP status,
// error type, code, offending parameter and request id (to find it in the dashboard's logs).
// Stripe's message is left out, since it may quote what was sent (an email, a masked key);
// the library's error is not wrapped for the same reason, as its text is the whole JSON.
func failure(op string, err error) error {
	var apiErr *stripe.Error
	if !errors.As(err, &apiErr) {
		// A network failure or an ended context: these name the URL, never the key, which
		// travels in a header.
		return fmt.Errorf("stripe: %s: %w", op, err)
	}
	// Only a 404 is "no such object": a missing customer or price given as a parameter is
	// a 400 with the same code, and means a wrong request or configuration instead.
	if apiErr.HTTPStatusCode == http.StatusNotFound {
		return fmt.Errorf("stripe: %s: %w (%s)", op, ports.ErrNotFound, details(apiErr))
	}
	return fmt.Errorf("stripe: %s failed: %s", op, details(apiErr))
}

func details(apiErr *stripe.Error) string {
	parts := []string{fmt.Sprintf("status %d", apiErr.HTTPStatusCode)}
	for _, field := range [][2]string{
		{"type", string(apiErr.Type)}, {"code", string(apiErr.Code)},
		{"param", apiErr.Param}, {"request", apiErr.RequestID},
	} {
		if field[1] != "" {
			parts = append(parts, field[0]+" "+field[1])
		}
	}
	return strings.Join(parts, ", ")
}
