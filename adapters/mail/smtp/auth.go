package smtp

import (
	"fmt"
	"slices"
	"strings"

	gosmtp "github.com/wneessen/go-mail/smtp"
)

// plainOrLoginAuth speaks PLAIN when the server offers it and LOGIN otherwise: providers offer
// at least one of them. Like go-mail's own mechanisms it refuses to send the password over an
// unencrypted connection unless the server is on this machine.
type plainOrLoginAuth struct {
	username, password, host string
	chosen                   gosmtp.Auth
}

func newPlainOrLoginAuth(username, password, host string) *plainOrLoginAuth {
	return &plainOrLoginAuth{username: username, password: password, host: host}
}

func (a *plainOrLoginAuth) Start(server *gosmtp.ServerInfo) (string, []byte, error) {
	switch {
	case slices.Contains(server.Auth, "PLAIN"):
		a.chosen = gosmtp.PlainAuth("", a.username, a.password, a.host, false)
	case slices.Contains(server.Auth, "LOGIN"):
		a.chosen = gosmtp.LoginAuth(a.username, a.password, a.host, false)
	default:
		offered := strings.Join(server.Auth, " ")
		if offered == "" {
			offered = "none"
		}
		return "", nil, fmt.Errorf("the server offers neither PLAIN nor LOGIN authentication (offered: %s)", offered)
	}
	return a.chosen.Start(server)
}

func (a *plainOrLoginAuth) Next(fromServer []byte, more bool) ([]byte, error) {
	return a.chosen.Next(fromServer, more)
}
