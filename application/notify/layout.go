package notify

import (
	_ "embed"
	"html/template"
	"strconv"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/ports"
)

// email is the content of one message; both bodies are rendered from it, so the HTML and the
// plain text always say the same thing in the same order.
type email struct {
	Subject  string
	Greeting string
	Intro    []string
	Code     string
	Steps    []string
	Actions  []action
	Notice   string
	Outro    []string
	Footnote string
}

// action is a button in HTML and a labelled link in plain text.
type action struct {
	Label string
	URL   string
}

//go:embed layout.html
var layoutSource string

// layout uses html/template so names and links are escaped for their context; table layout
// and inline styles because mail clients ignore style sheets.
var layout = template.Must(template.New("layout").Parse(layoutSource))

func (e email) message(to string) ports.Message {
	return ports.Message{To: to, Subject: e.Subject, Text: e.text(), HTML: e.html()}
}

func (e email) html() string {
	var b strings.Builder
	// The template is fixed and every field is a string, so only a broken template can fail,
	// and the tests render every message.
	if err := layout.Execute(&b, e); err != nil {
		panic("notify: rendering the mail layout: " + err.Error())
	}
	return b.String()
}

func (e email) text() string {
	paragraphs := []string{e.Greeting}
	paragraphs = append(paragraphs, e.Intro...)
	if e.Code != "" {
		paragraphs = append(paragraphs, "    "+e.Code)
	}
	if len(e.Steps) > 0 {
		steps := make([]string, len(e.Steps))
		for i, step := range e.Steps {
			steps[i] = strconv.Itoa(i+1) + ". " + step
		}
		paragraphs = append(paragraphs, strings.Join(steps, "\n"))
	}
	for _, a := range e.Actions {
		paragraphs = append(paragraphs, a.Label+":\n"+a.URL)
	}
	if e.Notice != "" {
		paragraphs = append(paragraphs, "Important: "+e.Notice)
	}
	paragraphs = append(paragraphs, e.Outro...)
	if e.Footnote != "" {
		paragraphs = append(paragraphs, e.Footnote)
	}
	paragraphs = append(paragraphs, "-- \nRadScribe · radiology dictation and reporting")
	return strings.Join(paragraphs, "\n\n") + "\n"
}

// greeting addresses the reader by first name. Line breaks and control characters are folded
// away because the name is whatever was typed at registration, and a stranger registering
// with someone else's address must not be able to write extra lines into our mail.
func greeting(firstName string) string {
	name := strings.Join(strings.FieldsFunc(firstName, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	if name == "" {
		return "Hello,"
	}
	return "Hello " + name + ","
}
