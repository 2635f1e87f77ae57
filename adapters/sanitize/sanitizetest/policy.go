// Package sanitizetest checks HTML against the report policy without bluemonday, so that fuzz
// tests of the sanitiser and of everything that writes report HTML have an independent judge.
package sanitizetest

import (
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/net/html"
)

// elements are the tags a report may contain.
var elements = map[string]bool{
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "p": true, "br": true,
	"strong": true, "b": true, "em": true, "i": true, "u": true, "s": true, "ul": true, "ol": true,
	"li": true, "table": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true,
	"blockquote": true, "span": true, "div": true, "hr": true, "sub": true, "sup": true,
}

// blockElements may carry alignment.
var blockElements = map[string]bool{
	"p": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "li": true,
	"blockquote": true, "div": true, "td": true, "th": true,
}

var (
	integer    = regexp.MustCompile(`^[0-9]+$`)
	quillClass = regexp.MustCompile(`^(?:ql-align-(?:center|right|justify)|ql-indent-[1-8])$`)
	listKind   = regexp.MustCompile(`^(?:bullet|ordered|checked|unchecked)$`)
	// CSS names and keywords are case-insensitive, and bluemonday keeps the case it was given.
	textAlign   = regexp.MustCompile(`(?i)^\s*text-align:\s*(?:left|center|right|justify)\s*;?\s*$`)
	scriptedURL = regexp.MustCompile(`(?i)(?:java|vb)script:|data:`)
)

// A pick field is <span class="rs-pick" data-options="a|b">a</span>, the two attributes
// together: two options or more separated by "|", none holding "|", ":" or a control character,
// "%" only as the start of a %XX escape.
const (
	pickClass  = "rs-pick"
	pickOption = `(?:[^%|:\x00-\x1f\x7f]|%[0-9A-Fa-f]{2})+`
)

var pickOptions = regexp.MustCompile(`^` + pickOption + `(?:\|` + pickOption + `)+$`)

// Violations lists what in fragment the policy does not allow: an element outside the
// allow-list (script, img, a, iframe, ...), a comment or doctype, an event handler or any other
// attribute outside the list, an attribute value the list does not match, a script URL, or a
// pick field's class or options without the other.
// It reads tags as a browser's tokenizer does, so markup hidden in odd spelling still counts.
func Violations(fragment string) []string {
	var out []string
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return out
		case html.CommentToken:
			out = append(out, fmt.Sprintf("comment %q", z.Token().Data))
		case html.DoctypeToken:
			out = append(out, "doctype")
		case html.EndTagToken:
			if t := z.Token(); !elements[t.Data] {
				out = append(out, fmt.Sprintf("end tag </%s>", t.Data))
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			if !elements[t.Data] {
				out = append(out, fmt.Sprintf("element <%s>", t.Data))
			}
			for _, a := range t.Attr {
				if problem := attributeProblem(t.Data, a); problem != "" {
					out = append(out, fmt.Sprintf("<%s %s=%q>: %s", t.Data, a.Key, a.Val, problem))
				}
			}
			if problem := pickProblem(t); problem != "" {
				out = append(out, fmt.Sprintf("<%s>: %s", t.Data, problem))
			}
		}
	}
}

// attributeProblem says what is wrong with attribute a on element, or "".
func attributeProblem(element string, a html.Attribute) string {
	switch {
	case a.Namespace != "":
		return "namespaced attribute"
	case strings.HasPrefix(a.Key, "on"):
		return "event handler"
	case scriptedURL.MatchString(strings.Join(strings.Fields(a.Val), "")):
		return "script or data URL"
	}
	var ok bool
	switch a.Key {
	case "colspan", "rowspan":
		ok = (element == "td" || element == "th") && integer.MatchString(a.Val)
	case "class":
		ok = blockElements[element] && allMatch(strings.Fields(a.Val), quillClass) || element == "span" && a.Val == pickClass
	case "data-options":
		ok = element == "span" && pickOptions.MatchString(a.Val)
	case "data-list":
		ok = element == "li" && listKind.MatchString(a.Val)
	case "style":
		ok = blockElements[element] && textAlign.MatchString(a.Val)
	}
	if !ok {
		return "attribute or value not allowed"
	}
	return ""
}

// pickProblem says what is wrong with a span's pick field attributes, or "": a class rs-pick
// without data-options, or data-options without the class, is not a pick field.
func pickProblem(t html.Token) string {
	if t.Data != "span" {
		return ""
	}
	var class, options bool
	for _, a := range t.Attr {
		class = class || a.Key == "class"
		options = options || a.Key == "data-options"
	}
	if class != options {
		return "a pick field needs both its class and its options"
	}
	return ""
}

func allMatch(values []string, pattern *regexp.Regexp) bool {
	if len(values) == 0 {
		return false
	}
	for _, v := range values {
		if !pattern.MatchString(v) {
			return false
		}
	}
	return true
}
