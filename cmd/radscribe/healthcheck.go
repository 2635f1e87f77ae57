package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/radscribe/radscribe/config"
)

// healthcheckTimeout bounds the probe; the container runtime gives up a little later.
const healthcheckTimeout = 3 * time.Second

// healthcheck asks the server on this machine whether it is ready (GET /readyz on http.addr),
// for container images that have no curl: exit 0 when it answers 200, 1 otherwise.
func healthcheck(ctx context.Context, cfg config.HTTP, stdout io.Writer) error {
	url, err := readinessURL(cfg.Addr)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, healthcheckTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("not ready: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("not ready: %s answered %s", url, res.Status)
	}
	fmt.Fprintln(stdout, "ready")
	return nil
}

// readinessURL is /readyz on the loopback address of the port http.addr listens on.
func readinessURL(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("http.addr: %q is not host:port", addr)
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/readyz", nil
}
