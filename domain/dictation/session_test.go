package dictation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsID(t *testing.T) {
	cases := []struct {
		id   string
		want bool
	}{
		{"0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d", true},
		{"00000000-0000-4000-8000-000000000000", true},
		{"0B6A3C52-8D0E-4C53-9A43-3F1F1C1A2B7D", false},
		{"0b6a3c528d0e4c539a433f1f1c1a2b7d", false},
		{"{0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d}", false},
		{"0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d ", false},
		{"0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d\n", false},
		{"0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7", false},
		{"0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7g", false},
		{"not-a-uuid", false},
		{"../../etc/passwd", false},
		{"tpl-1", false},
		{strings.Repeat("a", 36), false},
		{"", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, IsID(c.id), "%q", c.id)
	}
}

func TestSessionCheckJoin(t *testing.T) {
	cases := []struct {
		name string
		use  SessionUse
		want error
	}{
		{"a new session", SessionUse{}, nil},
		{"the owner's session", SessionUse{Owner: "anna", Recordings: 3}, nil},
		{"the last place", SessionUse{Owner: "anna", Recordings: 99}, nil},
		{"full", SessionUse{Owner: "anna", Recordings: 100}, SessionFull{Limit: 100}},
		{"over full", SessionUse{Owner: "anna", Recordings: 140}, SessionFull{Limit: 100}},
		{"another user's", SessionUse{Owner: "ben"}, ErrSessionNotYours},
		{"another user's, the joiner's rows beside", SessionUse{Owner: "ben", Recordings: 2}, ErrSessionNotYours},
		{"another user's and full", SessionUse{Owner: "ben", Recordings: 100}, ErrSessionNotYours},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.use.CheckJoin("anna", 100), c.name)
	}
	assert.EqualError(t, SessionFull{Limit: 100}, "This dictation already has 100 recordings, the most one report takes. Press New Report to dictate the next one.")
}
