package redistest

import (
	"fmt"
	"net"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMissingRedisSkipsButFailsInCI(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := listener.Addr().String()
	require.NoError(t, listener.Close())
	t.Setenv(URLEnv, "redis://"+addr+"/15")

	for ci, want := range map[string]string{"": "skip", "true": "fail"} {
		t.Setenv("CI", ci)
		outcome, message := run(func(tb testing.TB) { URL(tb) })
		require.Equal(t, want, outcome, "CI=%q", ci)
		require.Contains(t, message, addr)
	}
}

// ending records how a fake test ended; Skipf and Fatalf stop the goroutine as the real ones
// do, and the cleanups run afterwards.
type ending struct {
	testing.TB
	outcome, message string
	cleanups         []func()
}

func (e *ending) Helper() {}

func (e *ending) Cleanup(f func()) { e.cleanups = append(e.cleanups, f) }

func (e *ending) Skipf(format string, args ...any) {
	e.outcome, e.message = "skip", fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func (e *ending) Fatalf(format string, args ...any) {
	e.outcome, e.message = "fail", fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func run(test func(testing.TB)) (outcome, message string) {
	e := &ending{outcome: "pass"}
	done := make(chan struct{})
	go func() {
		defer close(done)
		test(e)
	}()
	<-done
	for i := len(e.cleanups) - 1; i >= 0; i-- {
		e.cleanups[i]()
	}
	return e.outcome, e.message
}
