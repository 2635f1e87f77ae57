package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Repositories are one implementation of every repository port, fresh and empty, as a
// contract suite gets them.
type Repositories struct {
	Users              ports.UserRepository
	Sessions           ports.SessionRepository
	Codes              ports.VerificationCodeRepository
	Resets             ports.ResetTokenRepository
	SignUps            ports.SignUpRepository
	Devices            ports.KnownDeviceRepository
	Events             ports.AuthEventLog
	MasterTemplates    ports.MasterTemplateRepository
	UserTemplates      ports.UserTemplateRepository
	Vocabulary         ports.VocabularyRepository
	Frequencies        ports.VocabularyFrequencies
	Preferences        ports.PreferencesRepository
	PromptHistory      ports.PromptHistoryRepository
	AIPrompts          ports.AIPromptRepository
	RecordingStats     ports.RecordingStats
	SessionTranscripts ports.SessionTranscripts
	Recordings         ports.RecordingRepository
	Subscriptions      ports.SubscriptionRepository
	PaymentEvents      ports.PaymentEventLog
	Feedback           ports.FeedbackRepository
	Analytics          ports.AdminAnalytics
	Macros             ports.MacroRepository
	Versions           ports.CorrectionVersions
	Backdoor           Backdoor
}

// Backdoor sets up and observes what no port does, so that the contracts can check the ports
// that read it: recordings with a chosen transcript time and duration, and the audit log is written, never read, by the application.
type Backdoor interface {
	AddRecording(t *testing.T, r Recording)
	// TranscriptsLeft lists the ids of the recordings whose transcript is still stored, sorted.
	TranscriptsLeft(t *testing.T) []string
	// AuthEvents lists the user's audit events, newest first.
	AuthEvents(t *testing.T, userID string) []account.AuthEvent
}

// Now is when the contracts' rows are made, and what the fixed clocks of tests tell.
var Now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

// RunContracts runs the contract of every repository port, each as a subtest on fresh
// repositories from open.
func RunContracts(t *testing.T, open func(t *testing.T) Repositories) {
	for _, contract := range []struct {
		name string
		run  func(t *testing.T, r Repositories)
	}{
		{"Users", usersContract},
		{"Sessions", sessionsContract},
		{"SessionExpiry", sessionExpiryContract},
		{"VerificationCodes", verificationCodesContract},
		{"VerificationCodeExpiry", verificationCodeExpiryContract},
		{"ResetTokens", resetTokensContract},
		{"ResetTokenExpiry", resetTokenExpiryContract},
		{"ResetTokensEndTogether", resetTokensEndTogetherContract},
		{"PendingSignUps", pendingSignUpsContract},
		{"KnownDevices", knownDevicesContract},
		{"AuthEvents", authEventsContract},
		{"MasterTemplates", masterTemplatesContract},
		{"MasterTemplateSeedingHappensOncePerKey", masterTemplateSeedingContract},
		{"UserTemplates", userTemplatesContract},
		{"UserTemplateLimitHoldsUnderParallelAdds", userTemplateLimitContract},
		{"Vocabulary", vocabularyContract},
		{"VocabularyFrequencies", vocabularyFrequenciesContract},
		{"Preferences", preferencesContract},
		{"PromptHistory", promptHistoryContract},
		{"AIPrompts", aiPromptsContract},
		{"AIPromptSeedingNeverOverridesTheAdmin", aiPromptSeedingContract},
		{"RecordingStats", recordingStatsContract},
		{"SessionTranscripts", sessionTranscriptsContract},
		{"TranscriptRetention", transcriptRetentionContract},
		{"Recordings", recordingRepositoryContract},
		{"RecordingSessions", recordingSessionContract},
		{"RecordingSessionCapHoldsUnderParallelCreates", recordingSessionCapContract},
		{"Subscriptions", subscriptionsContract},
		{"PaymentEventsAreRecordedOnce", paymentEventsContract},
		{"Feedback", feedbackContract},
		{"FeedbackAnalytics", feedbackAnalyticsContract},
		{"AdminStats", adminStatsContract},
		{"AdminUsers", adminUsersContract},
		{"Macros", macrosContract},
		{"MacroImport", macroImportContract},
		{"CorrectionVersions", correctionVersionsContract},
	} {
		t.Run(contract.name, func(t *testing.T) { contract.run(t, open(t)) })
	}
}

// NewUser is an unverified e-mail account made at Now.
func NewUser(id, email string) account.User {
	return account.NewEmailUser(id, account.Registration{Email: email, FirstName: "Anna", LastName: "Berg"}, "$argon2id$hash", Now)
}

// TwoUsers stores Anna and Ben and returns their ids, for rows that belong to a user.
func TwoUsers(t *testing.T, users ports.UserRepository) (string, string) {
	t.Helper()
	anna, ben := NewUser("11111111-1111-1111-1111-111111111111", "anna@klinik.de"), NewUser("22222222-2222-2222-2222-222222222222", "ben@klinik.de")
	require.NoError(t, users.Create(context.Background(), anna))
	require.NoError(t, users.Create(context.Background(), ben))
	return anna.ID, ben.ID
}

func allowCount(int) error { return nil }
