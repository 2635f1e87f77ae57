// Package mailtest reads delivered messages back for the mail adapters' tests, with only the
// standard library, so a test proves what any mail client would see.
package mailtest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"strings"
)

// Parsed is a message as a reader sees it: decoded headers and bodies.
type Parsed struct {
	Header  netmail.Header
	From    string
	To      string
	Subject string
	// ContentType is the top-level media type, e.g. multipart/alternative.
	ContentType string
	Text        string
	HTML        string
}

// Parse reads an RFC 5322 message with a text/plain body or a multipart/alternative of
// text/plain and text/html parts, decoding RFC 2047 headers, transfer encodings and CRLF.
func Parse(raw []byte) (Parsed, error) {
	m, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Parsed{}, fmt.Errorf("reading message: %w", err)
	}
	var decoder mime.WordDecoder
	subject, err := decoder.DecodeHeader(m.Header.Get("Subject"))
	if err != nil {
		return Parsed{}, fmt.Errorf("decoding subject: %w", err)
	}
	p := Parsed{Header: m.Header, From: m.Header.Get("From"), To: m.Header.Get("To"), Subject: subject}
	mediaType, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil {
		return Parsed{}, fmt.Errorf("content type: %w", err)
	}
	p.ContentType = mediaType
	if !strings.HasPrefix(mediaType, "multipart/") {
		p.Text, err = decode(m.Body, m.Header.Get("Content-Transfer-Encoding"))
		return p, err
	}
	parts := multipart.NewReader(m.Body, params["boundary"])
	for {
		part, err := parts.NextPart()
		if err == io.EOF {
			return p, nil
		}
		if err != nil {
			return Parsed{}, fmt.Errorf("reading part: %w", err)
		}
		// NextPart already removes quoted-printable; base64 is left to us.
		body, err := decode(part, part.Header.Get("Content-Transfer-Encoding"))
		if err != nil {
			return Parsed{}, err
		}
		partType, _, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
		switch partType {
		case "text/plain":
			p.Text = body
		case "text/html":
			p.HTML = body
		default:
			return Parsed{}, fmt.Errorf("unexpected part %q", partType)
		}
	}
}

func decode(r io.Reader, transferEncoding string) (string, error) {
	switch strings.ToLower(transferEncoding) {
	case "base64":
		r = base64.NewDecoder(base64.StdEncoding, r)
	case "quoted-printable":
		r = quotedprintable.NewReader(r)
	}
	body, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("decoding %s body: %w", transferEncoding, err)
	}
	// Text travels with CRLF line ends (RFC 5322); readers show plain line breaks.
	return strings.ReplaceAll(string(body), "\r\n", "\n"), nil
}
