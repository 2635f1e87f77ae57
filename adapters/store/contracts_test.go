package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The repositories keep the ports' contracts on every database.
func TestRepositoryContracts(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		portstest.RunContracts(t, func(t *testing.T) portstest.Repositories { return repositories(open(t)) })
	})
}

func repositories(db *gorm.DB) portstest.Repositories {
	vocabulary := store.NewVocabulary(db)
	return portstest.Repositories{
		Users: store.NewUsers(db), Sessions: store.NewSessions(db), Codes: store.NewVerificationCodes(db),
		Resets: store.NewResetTokens(db), SignUps: store.NewSignUps(db), Devices: store.NewKnownDevices(db), Events: store.NewAuthEvents(db),
		MasterTemplates: store.NewMasterTemplates(db), UserTemplates: store.NewUserTemplates(db),
		Vocabulary: vocabulary, Frequencies: vocabulary, Preferences: store.NewPreferences(db),
		PromptHistory: store.NewPromptHistory(db), AIPrompts: store.NewAIPrompts(db),
		RecordingStats: store.NewRecordings(db), SessionTranscripts: store.NewTranscripts(db), Recordings: store.NewRecordings(db),
		Subscriptions: store.NewSubscriptions(db), PaymentEvents: store.NewPaymentEvents(db),
		Feedback: store.NewFeedback(db), Analytics: store.NewAdminAnalytics(db), Macros: store.NewMacros(db), Versions: vocabulary, Backdoor: backdoor{db},
	}
}

// backdoor writes and reads with SQL what no repository does.
type backdoor struct{ db *gorm.DB }

func (b backdoor) AddRecording(t *testing.T, r portstest.Recording) {
	storetest.AddRecording(t, b.db, r, "small left pleural effusion")
}

func (b backdoor) TranscriptsLeft(t *testing.T) []string {
	t.Helper()
	var left []string
	require.NoError(t, b.db.Raw(`SELECT recording_id FROM recording_transcripts ORDER BY recording_id`).Scan(&left).Error)
	return left
}

func (b backdoor) AuthEvents(t *testing.T, userID string) []account.AuthEvent {
	t.Helper()
	var rows []struct {
		UserID, Email, Event, IP string
		CreatedAt                time.Time
	}
	require.NoError(t, b.db.Raw(`SELECT user_id, email, event, ip, created_at FROM auth_events WHERE user_id = ?
		ORDER BY created_at DESC`, userID).Scan(&rows).Error)
	events := make([]account.AuthEvent, len(rows))
	for i, row := range rows {
		events[i] = account.AuthEvent{UserID: row.UserID, Email: row.Email, Type: account.AuthEventType(row.Event), IP: row.IP, CreatedAt: row.CreatedAt.UTC()}
	}
	return events
}
