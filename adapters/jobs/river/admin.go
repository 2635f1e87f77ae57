package riverjobs

import (
	"database/sql"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/riverqueue/river"
	"riverqueue.com/riverui"
)

// AdminUIPath is where River UI is served. River UI works on both of River's database/sql
// drivers (checked for v0.22.0: it picks its queries by the driver's database name), so the
// view is River's own rather than one of ours.
const AdminUIPath = "/admin/river"

// newAdminUI builds River UI on the working client. Job arguments are ids only (ports.Job),
// so showing them reveals no transcript, report or secret; they are folded by default anyway.
func newAdminUI(client *river.Client[*sql.Tx], logger *slog.Logger) (*riverui.Handler, error) {
	handler, err := riverui.NewHandler(&riverui.HandlerOpts{
		Endpoints:                riverui.NewEndpoints(client, nil),
		JobListHideArgsByDefault: true,
		Logger:                   riverLogger(logger),
		Prefix:                   AdminUIPath,
	})
	if err != nil {
		return nil, fmt.Errorf("jobs view (River UI): %w", err)
	}
	return handler, nil
}

// AdminUI is River UI under AdminUIPath. It has no access control of its own: the HTTP
// adapter serves it to admins only.
func (r *Runner) AdminUI() http.Handler { return r.adminUI }
