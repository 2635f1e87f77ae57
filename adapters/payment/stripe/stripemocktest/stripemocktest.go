// Package stripemocktest runs stripe-mock, Stripe's own mock of its API, for the tests of any
// package that talks to Stripe: Start(t) gives the address of a fresh stripe-mock on a free
// loopback port, stopped when the test ends.
//
// stripe-mock checks each request's path and parameters against Stripe's OpenAPI description
// and answers with fixed example objects; it keeps no state and reflects only some of the
// parameters sent. Its objects follow its own, newer, API version whatever Stripe-Version the
// client sends.
package stripemocktest

import (
	"bufio"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/radscribe/radscribe/config"
)

// Install is how to get the stripe-mock these tests are written against; .ci/run does it.
const Install = "go install github.com/stripe/stripe-mock@v0.203.0"

// SecretKey is a key stripe-mock accepts: it wants sk_test_ followed by exactly one more part.
const SecretKey = "sk_test_radscribe"

// startTimeout covers loading stripe-mock's 8 MB OpenAPI description on a busy machine.
const startTimeout = 30 * time.Second

// listeningPrefix starts the line on which stripe-mock names its HTTP address.
const listeningPrefix = "Listening for HTTP at address: "

// Server is a running stripe-mock.
type Server struct {
	// URL is its HTTP address, e.g. http://127.0.0.1:41559, for config.PaymentStripe.APIBase.
	URL string
}

// Config points a Stripe configuration at this stripe-mock, with made-up ids it accepts.
func (s *Server) Config() config.PaymentStripe {
	return config.PaymentStripe{
		SecretKey:         SecretKey,
		WebhookSecret:     "whsec_radscribe_test",
		MonthlyPriceID:    "price_monthly",
		YearlyPriceID:     "price_yearly",
		YearlyAmountCents: 49900,
		BetaCouponID:      "coupon_beta",
		APIBase:           s.URL,
	}
}

// Start runs stripe-mock until the test ends. Without the binary the test is skipped, or
// fails when the environment variable CI is set, so that CI never passes by skipping.
func Start(t testing.TB) *Server {
	t.Helper()
	path, err := binary()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("stripe-mock is required in CI: %v; install it with %s", err, Install)
		}
		t.Skipf("skipped: %v; install it with %s to run this test", err, Install)
	}
	// Both addresses are given: with -http-addr alone stripe-mock still opens HTTPS on the
	// fixed port 12112, and a second instance (another test package) then exits. Port 0 lets
	// the kernel choose free ports, so there is no race between picking and binding one.
	cmd := exec.Command(path, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	output := startOutput(t, cmd)
	select {
	case addr := <-output.addr:
		server := &Server{URL: "http://" + addr}
		waitUntilAnswering(t, server.URL, output)
		return server
	case <-output.done:
		t.Fatalf("stripe-mock exited before listening:\n%s", output.text())
	case <-time.After(startTimeout):
		t.Fatalf("stripe-mock did not listen within %s:\n%s", startTimeout, output.text())
	}
	return nil
}

// processOutput follows stripe-mock's stdout and stderr.
type processOutput struct {
	addr  chan string
	done  chan struct{}
	mu    sync.Mutex
	lines []string
}

func (o *processOutput) text() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return strings.Join(o.lines, "\n")
}

// startOutput starts cmd with its output on a pipe read line by line, and registers the
// cleanup that stops it.
func startOutput(t testing.TB, cmd *exec.Cmd) *processOutput {
	t.Helper()
	reader, writer, err := os.Pipe()
	if err != nil {
		t.Fatalf("stripe-mock: %v", err)
	}
	cmd.Stdout, cmd.Stderr = writer, writer
	cmd.SysProcAttr = dieWithParent()
	if err := cmd.Start(); err != nil {
		_ = reader.Close()
		_ = writer.Close()
		t.Fatalf("starting stripe-mock: %v", err)
	}
	// The child holds its own copy; closing ours lets the reader see EOF when the child exits.
	_ = writer.Close()
	output := &processOutput{addr: make(chan string, 1), done: make(chan struct{})}
	go func() {
		defer close(output.done)
		scanner := bufio.NewScanner(reader)
		for scanner.Scan() {
			line := scanner.Text()
			output.mu.Lock()
			output.lines = append(output.lines, line)
			output.mu.Unlock()
			if addr, ok := strings.CutPrefix(line, listeningPrefix); ok {
				output.addr <- addr
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-output.done
		_ = cmd.Wait()
		_ = reader.Close()
	})
	return output
}

// waitUntilAnswering returns once the server answers HTTP as stripe-mock does. Its HTTP
// listener is open before it prints the address, but it may still exit after that, when its
// HTTPS listener fails, and the request proves it is stripe-mock that serves.
func waitUntilAnswering(t testing.TB, url string, output *processOutput) {
	t.Helper()
	client := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(startTimeout)
	for {
		resp, err := client.Get(url + "/")
		if err == nil {
			_ = resp.Body.Close()
			if resp.Header.Get("Stripe-Mock-Version") != "" {
				return
			}
			err = fmt.Errorf("answered without the Stripe-Mock-Version header (status %d)", resp.StatusCode)
		}
		select {
		case <-output.done:
			t.Fatalf("stripe-mock exited:\n%s", output.text())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("stripe-mock at %s does not answer: %v", url, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
