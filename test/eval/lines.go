package main

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// labelledLines reads a template or filled report by the labelled-line convention
// ("<p><strong>Label:</strong> text</p>"): the text after the label, by label without its
// colon. Paragraphs that do not open with a bold label are not lines and are left out.
func labelledLines(doc string) (map[string]string, error) {
	root, err := html.Parse(strings.NewReader(doc))
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.Data != "p" {
			continue
		}
		first := n.FirstChild
		for first != nil && first.Type == html.TextNode && strings.TrimSpace(first.Data) == "" {
			first = first.NextSibling
		}
		if first == nil || first.Type != html.ElementNode || (first.Data != "strong" && first.Data != "b") {
			continue
		}
		label := strings.TrimSpace(textOf(first))
		if !strings.HasSuffix(label, ":") {
			continue
		}
		var text strings.Builder
		for c := first.NextSibling; c != nil; c = c.NextSibling {
			text.WriteString(textOf(c))
		}
		out[strings.TrimSpace(strings.TrimSuffix(label, ":"))] = strings.Join(strings.Fields(text.String()), " ")
	}
	return out, nil
}

// textOf is the text a reader sees in a node.
func textOf(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	var b strings.Builder
	for c := range n.Descendants() {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// sentenceEnd is where a sentence stops: a full stop, semicolon, question or exclamation mark
// followed by a space, or by a closing parenthesis, a space and a capital ("(edema?) Small
// effusion", not "lesion (cyst?) in the kidney"). A decimal point ("1.5 cm") or a
// date ("03.02.2020") is not followed by one; a colon is not an end, since the reports write
// "(series 2 IMA: 177)" mid-sentence; a mark inside an open parenthesis ("(edema? effusion?)")
// is the aside's.
var sentenceEnd = regexp.MustCompile(`[.;?!]+\)?(\s+|$)`)

// sentencesOf splits text into sentences, each keeping its stop.
func sentencesOf(text string) []string {
	var out []string
	start := 0
	for _, m := range sentenceEnd.FindAllStringIndex(text, -1) {
		if open := strings.Count(text[start:m[1]], "(") - strings.Count(text[start:m[1]], ")"); open > 0 {
			continue
		}
		if next, _ := utf8.DecodeRuneInString(text[m[1]:]); strings.Contains(text[m[0]:m[1]], ")") && m[1] < len(text) && !unicode.IsUpper(next) {
			continue
		}
		if s := strings.TrimSpace(text[start:m[1]]); s != "" {
			out = append(out, s)
		}
		start = m[1]
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}
