package compose_test

import (
	"bytes"
	netmail "net/mail"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/mail/compose"
	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/ports"
)

func written(t *testing.T, msg ports.Message) mailtest.Parsed {
	t.Helper()
	m, err := compose.Message("RadScribe <no-reply@radscribe.example>", msg)
	require.NoError(t, err)
	var raw bytes.Buffer
	_, err = m.WriteTo(&raw)
	require.NoError(t, err)
	parsed, err := mailtest.Parse(raw.Bytes())
	require.NoError(t, err)
	return parsed
}

func TestReplyToIsWrittenWithItsNameEncoded(t *testing.T) {
	replyTo := (&netmail.Address{Name: "Jürgen Weber-Müller", Address: "juergen@praxis.de"}).String()
	parsed := written(t, ports.Message{To: "help@radscribe.example", Subject: "Question", Text: "Hello", ReplyTo: replyTo})
	got, err := netmail.ParseAddress(parsed.Header.Get("Reply-To"))
	require.NoError(t, err)
	assert.Equal(t, netmail.Address{Name: "Jürgen Weber-Müller", Address: "juergen@praxis.de"}, *got)
	assert.Equal(t, "Hello", parsed.Text)
}

func TestWithoutReplyToRepliesGoToTheSender(t *testing.T) {
	parsed := written(t, ports.Message{To: "anna@klinik.de", Subject: "Welcome", Text: "Hello"})
	assert.Empty(t, parsed.Header.Get("Reply-To"))
}

func TestAnInvalidReplyToIsRefused(t *testing.T) {
	_, err := compose.Message("RadScribe <no-reply@radscribe.example>", ports.Message{To: "help@radscribe.example", Subject: "Q", Text: "Hello", ReplyTo: "not an address"})
	assert.ErrorContains(t, err, "reply-to")
}
