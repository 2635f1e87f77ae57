package portstest

import (
	"sync"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// Memory is an in-memory database with every repository port over it. The repositories share
// one lock and one set of tables, so that, as in the real database, rows owned by a user can
// only be added for a user created through Users, and a repository's change functions run
// while no other change can interleave.
type Memory struct {
	Users           *Users
	Sessions        *Sessions
	Codes           *VerificationCodes
	Resets          *ResetTokens
	SignUps         *SignUps
	Devices         *KnownDevices
	Events          *AuthEvents
	MasterTemplates *MasterTemplates
	UserTemplates   *UserTemplates
	Vocabulary      *Vocabulary
	Preferences     *Preferences
	PromptHistory   *PromptHistory
	AIPrompts       *AIPrompts
	Recordings      *Recordings
	Feedback        *Feedback
	Analytics       *AdminAnalytics
	Subscriptions   *Subscriptions
	PaymentEvents   *PaymentEvents
	Macros          *Macros
}

// tables are the rows of every repository of one Memory.
type tables struct {
	mu              sync.Mutex
	users           map[string]account.User
	sessions        map[string]account.Session
	codes           map[string]account.VerificationCode
	resets          map[string]account.ResetToken
	signUps         map[string]account.PendingSignUp
	devices         map[string]account.KnownDevice
	events          []account.AuthEvent
	masterTemplates map[string]template.Template
	userTemplates   map[string]template.Template
	vocabulary      map[string]vocabulary.Entry
	preferences     map[string]ports.UserPreferences
	savedPrompts    map[string]prompt.Saved
	aiPrompts       map[string]prompt.AI
	recordings      []Recording
	feedback        []feedback.Feedback
	subscriptions   map[string]billing.Subscription
	paymentEvents   map[string]bool
	macros          map[string]macro.Macro
	versions        map[string]int64 // ports.CorrectionVersions, by owner ("" for the shared macros)
	// seeded are the seed keys ever claimed, as the database's record of seeded defaults.
	seeded map[string]bool
}

// NewMemory returns an empty in-memory database.
func NewMemory() *Memory {
	db := &tables{
		users: map[string]account.User{}, sessions: map[string]account.Session{},
		codes: map[string]account.VerificationCode{}, resets: map[string]account.ResetToken{},
		signUps: map[string]account.PendingSignUp{}, devices: map[string]account.KnownDevice{},
		masterTemplates: map[string]template.Template{}, userTemplates: map[string]template.Template{},
		vocabulary: map[string]vocabulary.Entry{}, preferences: map[string]ports.UserPreferences{},
		savedPrompts: map[string]prompt.Saved{}, aiPrompts: map[string]prompt.AI{}, seeded: map[string]bool{},
		subscriptions: map[string]billing.Subscription{}, paymentEvents: map[string]bool{},
		macros: map[string]macro.Macro{}, versions: map[string]int64{},
	}
	return &Memory{
		Users: &Users{db}, Sessions: &Sessions{db}, Codes: &VerificationCodes{db}, Resets: &ResetTokens{db},
		SignUps: &SignUps{db}, Devices: &KnownDevices{db}, Events: &AuthEvents{db}, MasterTemplates: &MasterTemplates{db}, UserTemplates: &UserTemplates{db},
		Vocabulary: &Vocabulary{db}, Preferences: &Preferences{db}, PromptHistory: &PromptHistory{db},
		AIPrompts: &AIPrompts{db}, Recordings: &Recordings{db}, Feedback: &Feedback{db}, Analytics: &AdminAnalytics{db},
		Subscriptions: &Subscriptions{db}, PaymentEvents: &PaymentEvents{db}, Macros: &Macros{db},
	}
}

// Repositories returns the memory's repositories for the contract suites.
func (m *Memory) Repositories() Repositories {
	return Repositories{
		Users: m.Users, Sessions: m.Sessions, Codes: m.Codes, Resets: m.Resets, SignUps: m.SignUps, Devices: m.Devices, Events: m.Events,
		MasterTemplates: m.MasterTemplates, UserTemplates: m.UserTemplates,
		Vocabulary: m.Vocabulary, Frequencies: m.Vocabulary, Preferences: m.Preferences,
		PromptHistory: m.PromptHistory, AIPrompts: m.AIPrompts,
		RecordingStats: m.Recordings, SessionTranscripts: m.Recordings, Recordings: m.Recordings, Feedback: m.Feedback,
		Subscriptions: m.Subscriptions, PaymentEvents: m.PaymentEvents, Analytics: m.Analytics,
		Macros: m.Macros, Versions: m.Vocabulary, Backdoor: memoryBackdoor{m},
	}
}

// lock takes the memory's one lock and returns its release.
func (db *tables) lock() func() {
	db.mu.Lock()
	return db.mu.Unlock
}

// requireOwner is the database's foreign key from a user's rows to the user: adding for a
// user who does not exist is ErrNotFound.
func (db *tables) requireOwner(ownerID string) error {
	if _, ok := db.users[ownerID]; !ok {
		return ports.ErrNotFound
	}
	return nil
}

// claimSeedKey records key as seeded and reports whether it was new.
func (db *tables) claimSeedKey(key string) bool {
	if db.seeded[key] {
		return false
	}
	db.seeded[key] = true
	return true
}
