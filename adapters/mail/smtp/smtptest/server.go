// Package smtptest is an in-process SMTP server for tests of what sends mail: it records what
// it accepts and answers the refusals a test scripts.
package smtptest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"
	"github.com/stretchr/testify/require"
)

// Server is an in-process SMTP server on 127.0.0.1 that records what it accepts.
type Server struct {
	Host string
	Port int

	// Set before start.
	Username, Password string
	Mechanisms         []string // offered when Username is set; PLAIN by default
	RejectRecipient    string   // answered 550 5.1.1
	AuthErrorMessage   string   // what a failed AUTH answers
	// Refusals are answered, one each and in order, to the next recipients instead of
	// accepting them: a 451 then a 550, say. Once they are used up, recipients are accepted.
	Refusals []*gosmtp.SMTPError

	mu        sync.Mutex
	delivered []Delivery
	authedAs  []string // mechanism per successful AUTH
}

// Delivery is one accepted message.
type Delivery struct {
	From string
	To   []string
	Data []byte
	TLS  bool
}

// Mode says how clients reach the server: plain, plain with STARTTLS offered, or TLS from the
// first byte.
type Mode int

const (
	Plain Mode = iota
	StartTLS
	ImplicitTLS
)

// Start listens on a free port and stops the server when the test ends; cert is needed for
// StartTLS and ImplicitTLS.
func (s *Server) Start(t *testing.T, mode Mode, cert *tls.Certificate) {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	server := gosmtp.NewServer(gosmtp.BackendFunc(func(c *gosmtp.Conn) (gosmtp.Session, error) {
		_, isTLS := c.TLSConnectionState()
		return &testSession{server: s, tls: isTLS, conn: c}, nil
	}))
	server.Domain = "127.0.0.1"
	server.ReadTimeout = 5 * time.Second
	server.WriteTimeout = 5 * time.Second
	// The plain test server still offers AUTH, as a local relay may.
	server.AllowInsecureAuth = mode == Plain
	switch mode {
	case StartTLS:
		server.TLSConfig = &tls.Config{Certificates: []tls.Certificate{*cert}}
	case ImplicitTLS:
		listener = tls.NewListener(listener, &tls.Config{Certificates: []tls.Certificate{*cert}})
	}
	go func() { _ = server.Serve(listener) }()
	t.Cleanup(func() { _ = server.Close() })
	addr := listener.Addr().(*net.TCPAddr)
	s.Host, s.Port = addr.IP.String(), addr.Port
}

// Deliveries returns the accepted messages, oldest first.
func (s *Server) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.delivered)
}

// Authentications returns the mechanism of each successful AUTH, oldest first.
func (s *Server) Authentications() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.authedAs)
}

// nextRefusal takes the first of the scripted refusals, if any is left.
func (s *Server) nextRefusal() *gosmtp.SMTPError {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.Refusals) == 0 {
		return nil
	}
	refusal := s.Refusals[0]
	s.Refusals = s.Refusals[1:]
	return refusal
}

type testSession struct {
	server *Server
	conn   *gosmtp.Conn
	tls    bool
	authed bool
	from   string
	to     []string
}

func (ts *testSession) AuthMechanisms() []string {
	if ts.server.Username == "" {
		return nil
	}
	if len(ts.server.Mechanisms) == 0 {
		return []string{sasl.Plain}
	}
	return ts.server.Mechanisms
}

func (ts *testSession) Auth(mechanism string) (sasl.Server, error) {
	check := func(username, password string) error {
		if username != ts.server.Username || password != ts.server.Password {
			return &gosmtp.SMTPError{Code: 535, EnhancedCode: gosmtp.EnhancedCode{5, 7, 8}, Message: ts.server.AuthErrorMessage}
		}
		ts.authed = true
		ts.server.mu.Lock()
		ts.server.authedAs = append(ts.server.authedAs, mechanism)
		ts.server.mu.Unlock()
		return nil
	}
	switch mechanism {
	case sasl.Plain:
		return sasl.NewPlainServer(func(_, username, password string) error { return check(username, password) }), nil
	case sasl.Login:
		return &loginServer{check: check}, nil
	}
	return nil, gosmtp.ErrAuthUnknownMechanism
}

func (ts *testSession) Mail(from string, _ *gosmtp.MailOptions) error {
	if ts.server.Username != "" && !ts.authed {
		return gosmtp.ErrAuthRequired
	}
	_, ts.tls = ts.conn.TLSConnectionState()
	ts.from = from
	return nil
}

func (ts *testSession) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if to == ts.server.RejectRecipient {
		return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
	}
	if refusal := ts.server.nextRefusal(); refusal != nil {
		return refusal
	}
	ts.to = append(ts.to, to)
	return nil
}

func (ts *testSession) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	ts.server.mu.Lock()
	defer ts.server.mu.Unlock()
	ts.server.delivered = append(ts.server.delivered, Delivery{From: ts.from, To: ts.to, Data: data, TLS: ts.tls})
	return nil
}

func (ts *testSession) Reset()        { ts.from, ts.to = "", nil }
func (ts *testSession) Logout() error { return nil }

// loginServer is the server side of the LOGIN mechanism, which go-sasl no longer ships.
type loginServer struct {
	check    func(username, password string) error
	step     int
	username string
}

func (l *loginServer) Next(response []byte) ([]byte, bool, error) {
	l.step++
	switch l.step {
	case 1:
		return []byte("Username:"), false, nil
	case 2:
		l.username = string(response)
		return []byte("Password:"), false, nil
	case 3:
		return nil, true, l.check(l.username, string(response))
	}
	return nil, false, errors.New("unexpected LOGIN step")
}

// SelfSignedCertificate makes a certificate for 127.0.0.1 and the pool that trusts it.
func SelfSignedCertificate(t *testing.T) (*tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "RadScribe test SMTP"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		IPAddresses:           []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	require.NoError(t, err)
	leaf, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	roots := x509.NewCertPool()
	roots.AddCert(leaf)
	return &tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, roots
}

// HangingServer accepts connections and never greets, like a firewall black hole, and
// returns its host and port.
func HangingServer(t *testing.T) (string, int) {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	var conns []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			conn, err := listener.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, conn)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		_ = listener.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, conn := range conns {
			_ = conn.Close()
		}
	})
	addr := listener.Addr().(*net.TCPAddr)
	return addr.IP.String(), addr.Port
}
