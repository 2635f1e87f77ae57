package dictation

import (
	"errors"
	"fmt"
	"regexp"
)

// A dictation session is the recordings of one report: the server names it with the first
// recording, later recordings bring its id along, and New Report starts another. A session
// belongs to the user whose recording first used it.

// The messages of the session rules, shown to users verbatim.
const (
	MsgInvalidTemplateID = "The template id is not valid."
	// MsgSessionFull answers a recording that would pass the session's cap (the cap).
	MsgSessionFull = "This dictation already has %d recordings, the most one report takes. Press New Report to dictate the next one."
)

// idPattern is the form of the ids the server makes (ports.IDGenerator: random version 4
// UUIDs, written in lower case).
var idPattern = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// IsID reports whether s has the form of the ids the server hands out, so that a session or
// template id a browser sends back can carry nothing else (a path, text, another length).
func IsID(s string) bool {
	return idPattern.MatchString(s)
}

// SessionUse is what a session holds when a new recording would join it.
type SessionUse struct {
	// Owner is whose the session is: the owner of its first recording; empty while no
	// recording uses the session id.
	Owner string
	// Recordings counts the session's recordings of the new recording's owner.
	Recordings int
}

// ErrSessionNotYours refuses a recording that would join another user's session.
var ErrSessionNotYours = errors.New("the dictation session is another user's")

// SessionFull refuses a recording that would pass the session's cap, Limit.
type SessionFull struct{ Limit int }

func (e SessionFull) Error() string { return fmt.Sprintf(MsgSessionFull, e.Limit) }

// CheckJoin decides whether a recording of ownerID may join the session: not when the session
// is another user's (ErrSessionNotYours), nor when it already holds limit of the owner's
// recordings (SessionFull).
func (u SessionUse) CheckJoin(ownerID string, limit int) error {
	if u.Owner != "" && u.Owner != ownerID {
		return ErrSessionNotYours
	}
	if u.Recordings >= limit {
		return SessionFull{Limit: limit}
	}
	return nil
}
