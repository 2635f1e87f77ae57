package smtp

import (
	"errors"
	"net/textproto"

	gomail "github.com/wneessen/go-mail"
)

// IsTemporary reports whether a later attempt may deliver what err failed to: false only when
// the server answered with a permanent (5xx) reply, such as an unknown recipient, a refused
// sender or failed authentication, which repeat until someone changes the message or the
// configuration. A 4xx reply (greylisting, a full mailbox, a server busy), a timeout, a
// refused connection or a failed TLS handshake are temporary.
func IsTemporary(err error) bool {
	return replyCode(err)/100 != 5
}

// replyCode is the SMTP reply code err carries, or 0 when the server gave none.
func replyCode(err error) int {
	var sendErr *gomail.SendError
	if errors.As(err, &sendErr) && sendErr.ErrorCode() != 0 {
		return sendErr.ErrorCode()
	}
	// Replies before the message (the greeting, AUTH) arrive as the protocol's own errors.
	var protocolErr *textproto.Error
	if errors.As(err, &protocolErr) {
		return protocolErr.Code
	}
	return 0
}
