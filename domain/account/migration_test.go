package account

import (
	"testing"
	"time"
)

func TestMigrationLinkIsUsableFor48Hours(t *testing.T) {
	invited := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		after time.Duration
		want  bool
	}{
		{"at once", 0, true},
		{"after a day", 24 * time.Hour, true},
		{"a second before the deadline", 48*time.Hour - time.Second, true},
		{"at the deadline", 48 * time.Hour, false},
		{"after the deadline", 49 * time.Hour, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MigrationLinkUsable(invited, invited.Add(tt.after)); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			token := NewMigrationToken("hash", "u1", invited)
			if got := token.Usable(invited.Add(tt.after)) == nil; got != tt.want {
				t.Errorf("token usable: got %v, want %v", got, tt.want)
			}
		})
	}
	if got := MigrationDeadline(invited); !got.Equal(invited.Add(48 * time.Hour)) {
		t.Errorf("deadline %s", got)
	}
}

func TestPreviousSignInClosesAtTheDeadline(t *testing.T) {
	invited := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	later := invited.Add(MigrationWindow)
	tests := []struct {
		name string
		user User
		now  time.Time
		want bool
	}{
		{"never invited", User{AuthProvider: ProviderReplit}, later, false},
		{"invited, window open", User{AuthProvider: ProviderReplit, MigrationInvitedAt: &invited}, later.Add(-time.Minute), false},
		{"invited, deadline passed", User{AuthProvider: ProviderReplit, MigrationInvitedAt: &invited}, later, true},
		{"migrated", User{AuthProvider: ProviderEmail, PreviousProvider: ProviderReplit, MigrationInvitedAt: &invited}, later, false},
		{"linked to Google", User{AuthProvider: ProviderReplit, GoogleSubject: "g|1", MigrationInvitedAt: &invited}, later, false},
		{"an e-mail account", User{AuthProvider: ProviderEmail}, later, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.user.PreviousSignInClosed(tt.now); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSettingAPasswordMigratesAnAccount(t *testing.T) {
	now := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	u := User{AuthProvider: ProviderReplit}
	if u.Migrated() || !u.AwaitsMigration() {
		t.Fatal("a replit account awaits migration")
	}
	u.InviteToMigrate(now)
	if u.MigrationInvitedAt == nil || !u.MigrationInvitedAt.Equal(now) || u.PreviousProvider != ProviderReplit {
		t.Fatalf("invite not recorded: %+v", u)
	}
	u.SetPassword("hash")
	if !u.Migrated() || u.AwaitsMigration() || u.AuthProvider != ProviderEmail || !u.EmailVerified {
		t.Errorf("not migrated: %+v", u)
	}
	google := User{AuthProvider: ProviderGoogle}
	google.SetPassword("hash")
	if google.Migrated() {
		t.Error("an account of another provider is not a migration")
	}
}
