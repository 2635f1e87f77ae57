package smtp

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

// testServer is an in-process SMTP server on 127.0.0.1 that records what it accepts.
type testServer struct {
	host string
	port int

	// Set before start.
	username, password string
	mechanisms         []string // offered when username is set; PLAIN by default
	rejectRecipient    string
	authErrorMessage   string // what a failed AUTH answers

	mu        sync.Mutex
	delivered []delivery
	authedAs  []string // mechanism per successful AUTH
}

type delivery struct {
	from string
	to   []string
	data []byte
	tls  bool
}

// serverMode says how clients reach the server: plain, plain with STARTTLS offered, or TLS
// from the first byte.
type serverMode int

const (
	plainServer serverMode = iota
	startTLSServer
	implicitTLSServer
)

// start listens on a free port and stops the server when the test ends.
func (s *testServer) start(t *testing.T, mode serverMode, cert *tls.Certificate) {
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
	server.AllowInsecureAuth = mode == plainServer
	switch mode {
	case startTLSServer:
		server.TLSConfig = &tls.Config{Certificates: []tls.Certificate{*cert}}
	case implicitTLSServer:
		listener = tls.NewListener(listener, &tls.Config{Certificates: []tls.Certificate{*cert}})
	}
	go func() { _ = server.Serve(listener) }()
	t.Cleanup(func() { _ = server.Close() })
	addr := listener.Addr().(*net.TCPAddr)
	s.host, s.port = addr.IP.String(), addr.Port
}

func (s *testServer) deliveries() []delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.delivered)
}

func (s *testServer) authentications() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.authedAs)
}

type testSession struct {
	server *testServer
	conn   *gosmtp.Conn
	tls    bool
	authed bool
	from   string
	to     []string
}

func (ts *testSession) AuthMechanisms() []string {
	if ts.server.username == "" {
		return nil
	}
	if len(ts.server.mechanisms) == 0 {
		return []string{sasl.Plain}
	}
	return ts.server.mechanisms
}

func (ts *testSession) Auth(mechanism string) (sasl.Server, error) {
	check := func(username, password string) error {
		if username != ts.server.username || password != ts.server.password {
			return &gosmtp.SMTPError{Code: 535, EnhancedCode: gosmtp.EnhancedCode{5, 7, 8}, Message: ts.server.authErrorMessage}
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
	if ts.server.username != "" && !ts.authed {
		return gosmtp.ErrAuthRequired
	}
	_, ts.tls = ts.conn.TLSConnectionState()
	ts.from = from
	return nil
}

func (ts *testSession) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if to == ts.server.rejectRecipient {
		return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
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
	ts.server.delivered = append(ts.server.delivered, delivery{from: ts.from, to: ts.to, data: data, tls: ts.tls})
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

// selfSignedCertificate makes a certificate for 127.0.0.1 and the pool that trusts it.
func selfSignedCertificate(t *testing.T) (*tls.Certificate, *x509.CertPool) {
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

// hangingServer accepts connections and never greets, like a firewall black hole.
func hangingServer(t *testing.T) (string, int) {
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
