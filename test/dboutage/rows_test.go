package dboutage

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// mailWait is how long the code mails of accounts registered around the outage may take: a
// job whose run the outage broke is retried after River's backoff.
const mailWait = 60 * time.Second

// checkNothingHalfWrittenOrLost reads the database after the outage: every write that was
// answered with success is stored, every account has the job that mails its code (they commit
// together), every call is in the API usage records, and every account registered with
// success got its code mail.
func checkNothingHalfWrittenOrLost(t *testing.T, dsn string, outcomes []outcome, outbox string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	db, err := store.Open(ctx, config.Database{Driver: config.DriverPostgres, DSN: dsn, MaxOpenConns: 2, MaxIdleConns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close(db)

	answered := map[string][]string{}
	for _, o := range outcomes {
		if o.key != "" && o.ok() {
			answered[o.kind] = append(answered[o.kind], o.key)
		}
	}
	for kind, query := range map[string]string{
		kindRegister:      "SELECT email FROM users WHERE email IN ?",
		kindVocabularyAdd: "SELECT original_word FROM vocabulary_entries WHERE original_word IN ?",
		kindFeedback:      "SELECT feedback_text FROM feedback WHERE feedback_text IN ?",
	} {
		if missing := missingRows(t, db, query, answered[kind]); len(missing) > 0 {
			t.Errorf("%d of the %d %s writes answered with success are not stored: %v", len(missing), len(answered[kind]), kind, missing)
		}
	}

	var withoutJob []string
	if err := db.Raw(`SELECT email FROM users u WHERE NOT EXISTS (SELECT 1 FROM river_job j
		WHERE j.kind = 'send_verification_code' AND j.args->>'user_id' = u.id)`).Scan(&withoutJob).Error; err != nil {
		t.Fatal(err)
	}
	if len(withoutJob) > 0 {
		t.Errorf("accounts stored without the job that mails their code (half-written sign-ups): %v", withoutJob)
	}

	// Every request under /api is recorded for the admins' usage view, those answered 503 too.
	calls := 0
	for _, o := range outcomes {
		if o.kind != kindReady {
			calls++
		}
	}
	var recorded int64
	waitFor(5*time.Second, 200*time.Millisecond, func() bool {
		err := db.Raw("SELECT count(*) FROM api_usage_events").Scan(&recorded).Error
		return err == nil && recorded >= int64(calls)
	})
	if recorded < int64(calls) {
		t.Errorf("%d API calls are recorded of the %d sent at least: usage records were lost", recorded, calls)
	}

	var unmailed []string
	waitFor(mailWait, 500*time.Millisecond, func() bool {
		unmailed = unmailedAddresses(t, outbox, answered[kindRegister])
		return len(unmailed) == 0
	})
	if len(unmailed) > 0 {
		t.Errorf("%d of %d accounts registered with success got no code mail within %s: %v", len(unmailed), len(answered[kindRegister]), mailWait, unmailed)
	}
	t.Logf("stored after the outage: %d sign-ups (each with its code job and mail), %d vocabulary entries and %d feedback answered with success; %d API usage records",
		len(answered[kindRegister]), len(answered[kindVocabularyAdd]), len(answered[kindFeedback]), recorded)
}

// missingRows are the keys that query, given them, does not return.
func missingRows(t *testing.T, db *gorm.DB, query string, keys []string) []string {
	t.Helper()
	if len(keys) == 0 {
		return nil
	}
	var stored []string
	if err := db.Raw(query, keys).Scan(&stored).Error; err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, key := range stored {
		found[key] = true
	}
	var missing []string
	for _, key := range keys {
		if !found[key] {
			missing = append(missing, key)
		}
	}
	return missing
}

var mailTo = regexp.MustCompile(`(?mi)^To:.*?<?([^<>\s]+@[^<>\s]+)>?\s*$`)

// unmailedAddresses are the addresses no mail in outbox is addressed to.
func unmailedAddresses(t *testing.T, outbox string, addresses []string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(outbox, "*.eml"))
	if err != nil {
		t.Fatal(err)
	}
	mailed := map[string]bool{}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if to := mailTo.FindSubmatch(raw); to != nil {
			mailed[strings.ToLower(string(to[1]))] = true
		}
	}
	var missing []string
	for _, address := range addresses {
		if !mailed[strings.ToLower(address)] {
			missing = append(missing, address)
		}
	}
	return missing
}
