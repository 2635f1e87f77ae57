package document

import (
	"encoding/xml"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
)

// TokenKind says what a token is.
type TokenKind int

const (
	// StartTag is an element's start tag ("<p class=...>", "<br>").
	StartTag TokenKind = iota
	// EndTag is an element's end tag ("</p>").
	EndTag
	// Text is a run of text between tags.
	Text
)

// Token is one piece of HTML as the reader reads it; Span is where it is written in the
// source.
type Token struct {
	Kind TokenKind
	// Data is a tag's element name, in lower case, or the text, decoded.
	Data string
	Span Span
}

// Tokenised is HTML with its tokens in order, as whoever wrote it knows them: a sanitiser that
// writes the report from its own reading gives them along, and the report is read without
// being tokenised again.
type Tokenised struct {
	Source string
	Tokens []Token
}

// Tokenise tokenises source as Read does.
func Tokenise(source string) Tokenised {
	return Tokenised{Source: source, Tokens: slices.Collect(tokens(source))}
}

// ReadTokenised is Read of t.Source through its tokens. A source with a character the reader
// cannot read (readable) is tokenised again, to stop where Read stops.
func ReadTokenised(t Tokenised, classify Classifier, beforeBody ...string) Document {
	if !readable(t.Source) {
		return Read(t.Source, classify, beforeBody...)
	}
	return read(t.Source, slices.Values(t.Tokens), classify, beforeBody)
}

// tokens tokenises source with the standard library's XML decoder in its HTML mode (HTML
// entities known, mismatched end tags left for the reader to repair).
func tokens(source string) iter.Seq[Token] {
	return func(yield func(Token) bool) {
		d := xml.NewDecoder(strings.NewReader(source))
		d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
		var pos int64
		for {
			start := int(pos)
			tok, err := d.RawToken()
			pos = d.InputOffset()
			if err != nil {
				// At the end, or unreadable from here on (a character that is not readable).
				return
			}
			span := Span{start, int(pos)}
			var t Token
			switch x := tok.(type) {
			case xml.StartElement:
				t = Token{Kind: StartTag, Data: strings.ToLower(x.Name.Local), Span: span}
			case xml.EndElement:
				t = Token{Kind: EndTag, Data: strings.ToLower(x.Name.Local), Span: span}
			case xml.CharData:
				raw := source[start:int(pos)]
				text := raw // as written, unless read from an entity, a carriage return or a CDATA section
				if strings.ContainsAny(raw, "&\r<") {
					text = string(x)
				}
				t = Token{Kind: Text, Data: text, Span: span}
			default:
				continue
			}
			if !yield(t) {
				return
			}
		}
	}
}

// readable tells source whose every character the reader reads: UTF-8, and no character XML
// leaves out (a control character other than tab, line feed and carriage return, U+FFFE,
// U+FFFF). The reader stops at the first one.
func readable(source string) bool {
	for i := 0; i < len(source); {
		c := source[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(source[i:])
		if r == utf8.RuneError && size == 1 || r == 0xFFFE || r == 0xFFFF {
			return false
		}
		i += size
	}
	return true
}
