package stripemocktest

import (
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestServesUntilTheTestEnds(t *testing.T) {
	var url string
	t.Run("with stripe-mock", func(t *testing.T) {
		server := Start(t)
		url = server.URL
		require.True(t, strings.HasPrefix(url, "http://127.0.0.1:"), url)
		require.Equal(t, url, server.Config().APIBase)

		req, err := http.NewRequest(http.MethodGet, url+"/v1/customers/cus_1", nil)
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+SecretKey)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		require.NoError(t, resp.Body.Close())
		require.Equal(t, http.StatusOK, resp.StatusCode, "stripe-mock accepts SecretKey")
	})
	if url == "" {
		t.Skip("stripe-mock is not installed")
	}
	_, err := http.Get(url + "/")
	require.Error(t, err, "stripe-mock is stopped after its test")
}

// Two at once: neither takes a fixed port from the other.
func TestRunsSideBySide(t *testing.T) {
	first, second := Start(t), Start(t)
	require.NotEqual(t, first.URL, second.URL)
}

// `make test` finds stripe-mock where `go install` put it even when that is not on PATH.
func TestFindsGoInstalledBinaryOffPath(t *testing.T) {
	// Where `go install` puts it, asked one setting at a time.
	dir := goEnv(t, "GOBIN")
	if dir == "" {
		dir = filepath.Join(filepath.SplitList(goEnv(t, "GOPATH"))[0], "bin")
	}
	installed := filepath.Join(dir, "stripe-mock")
	if !isExecutable(installed) {
		t.Skipf("stripe-mock is not at %s", installed)
	}
	goCommand, err := exec.LookPath("go")
	require.NoError(t, err)
	t.Setenv("PATH", filepath.Dir(goCommand))

	found, err := binary()
	require.NoError(t, err)
	require.Equal(t, installed, found)
}

func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	require.NoError(t, err)
	return strings.TrimSpace(string(out))
}

func TestMissingBinarySkipsButFailsInCI(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no stripe-mock, and no go command to ask for GOPATH
	for ci, want := range map[string]string{"": "skip", "true": "fail"} {
		t.Setenv("CI", ci)
		outcome, message := run(Start)
		require.Equal(t, want, outcome, "CI=%q", ci)
		require.Contains(t, message, Install)
	}
}

// ending records how a fake test ended; Skipf and Fatalf stop the goroutine as the real ones do.
type ending struct {
	testing.TB
	outcome, message string
}

func (e *ending) Helper() {}

func (e *ending) Skipf(format string, args ...any) {
	e.outcome, e.message = "skip", fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func (e *ending) Fatalf(format string, args ...any) {
	e.outcome, e.message = "fail", fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func run(start func(testing.TB) *Server) (outcome, message string) {
	e := &ending{outcome: "pass"}
	done := make(chan struct{})
	go func() {
		defer close(done)
		start(e)
	}()
	<-done
	return e.outcome, e.message
}
