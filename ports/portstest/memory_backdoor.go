package portstest

import (
	"slices"
	"testing"

	"github.com/radscribe/radscribe/domain/account"
)

// memoryBackdoor is the Backdoor of a Memory.
type memoryBackdoor struct{ m *Memory }

func (b memoryBackdoor) AddRecording(_ *testing.T, r Recording) { b.m.Recordings.Add(r) }

func (b memoryBackdoor) TranscriptsLeft(*testing.T) []string { return b.m.Recordings.WithTranscript() }

func (b memoryBackdoor) AuthEvents(_ *testing.T, userID string) []account.AuthEvent {
	var events []account.AuthEvent
	for _, e := range b.m.Events.All() {
		if e.UserID == userID {
			events = append(events, e)
		}
	}
	slices.SortStableFunc(events, func(a, b account.AuthEvent) int { return b.CreatedAt.Compare(a.CreatedAt) })
	return events
}
