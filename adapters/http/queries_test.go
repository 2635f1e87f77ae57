package http

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"
)

// statementLog records the SQL statements gorm runs, through a callback after each of its
// processors.
type statementLog struct {
	mu         sync.Mutex
	statements []string
	on         bool
}

func logStatements(t *testing.T, db *gorm.DB) *statementLog {
	t.Helper()
	l := &statementLog{}
	record := func(tx *gorm.DB) {
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.on {
			l.statements = append(l.statements, tx.Statement.SQL.String())
		}
	}
	callbacks := db.Callback()
	for name, register := range map[string]func(string, func(*gorm.DB)) error{
		"create": callbacks.Create().After("gorm:create").Register,
		"query":  callbacks.Query().After("gorm:query").Register,
		"update": callbacks.Update().After("gorm:update").Register,
		"delete": callbacks.Delete().After("gorm:delete").Register,
		"row":    callbacks.Row().After("gorm:row").Register,
		"raw":    callbacks.Raw().After("gorm:raw").Register,
	} {
		require.NoError(t, register("test:count_"+name, record))
	}
	return l
}

// during returns the statements run by do.
func (l *statementLog) during(do func()) []string {
	l.mu.Lock()
	l.on, l.statements = true, nil
	l.mu.Unlock()
	do()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.on = false
	return l.statements
}

// The database round trips of the busiest requests of a signed-in user are bounded: each adds
// its latency to every request, and under load each waits for a connection of the pool.
func TestSignedInRequestsUseFewStatements(t *testing.T) {
	format := func(c *browser) reply {
		return c.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": dictation, "language": "en"})
	}
	env := newTestEnv(t)
	log := logStatements(t, env.database)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	require.Equal(t, http.StatusOK, anna.get("/api/auth/user").status)

	tests := []struct {
		name string
		max  int
		send func() reply
	}{
		{"GET /api/auth/user", 2, func() reply { return anna.send(http.MethodGet, "/api/auth/user", nil) }},
		// The first report reads the session, the versions of the vocabulary and macros, and the
		// vocabulary; the next ones find the vocabulary in memory at the same version.
		{"POST /api/format-external-transcript, first", 3, func() reply { return format(anna) }},
		{"POST /api/format-external-transcript", 2, func() reply { return format(anna) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got reply
			statements := log.during(func() { got = tt.send() })
			require.Equal(t, http.StatusOK, got.status, string(got.raw))
			assert.LessOrEqual(t, len(statements), tt.max, "statements:\n%s", strings.Join(statements, "\n"))
		})
	}
}

// A session is written at most once a minute however many requests it makes: the sliding
// expiry needs no more.
func TestASessionIsTouchedAtMostOnceAMinute(t *testing.T) {
	env := newTestEnv(t)
	log := logStatements(t, env.database)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")

	writes := func() int {
		n := 0
		for _, s := range log.during(func() {
			for range 5 {
				require.Equal(t, http.StatusOK, anna.get("/api/auth/user").status)
			}
		}) {
			if strings.HasPrefix(s, "UPDATE") && strings.Contains(s, "sessions") {
				n++
			}
		}
		return n
	}
	assert.Zero(t, writes(), "no write right after sign-in")
	env.clock.advance(2 * time.Minute)
	assert.Equal(t, 1, writes(), "one write for five requests after two minutes")
}
