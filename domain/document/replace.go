package document

import "strings"

// Replace returns source with [from, to) replaced by text, keeping the markup of the replaced
// range that does not balance within it: the end tags of elements opened before it and the
// start tags of elements closed after it, in their order. A line's text can lie inside a bold
// run that also holds its label ("<strong>Kidney: Normal.</strong>"), and a sanitised template
// can hold a bold run that a stray end tag left open around several paragraphs; replacing such
// a range whole would drop a tag and leave the HTML unbalanced.
func Replace(source string, from, to int, text string) string {
	return source[:from] + text + UnbalancedTags(source[from:to]) + source[to:]
}

// Edit is a Replace: [From, To) of a source replaced by Text.
type Edit struct {
	From, To int
	Text     string
}

// ReplaceAll makes edits, ordered from the last in source to the first, as Replace one after
// another would: when each ends where the one made before it starts, or before, it writes the
// result once instead of copying the whole source for each.
func ReplaceAll(source string, edits []Edit) string {
	size := len(source)
	for k, e := range edits {
		if k > 0 && e.To > edits[k-1].From {
			for _, e := range edits {
				// Overlapping edits read offsets of a source the edits after them changed: one
				// that no longer lies inside it is left out rather than cut out of range.
				if e.To <= len(source) {
					source = Replace(source, e.From, e.To, e.Text)
				}
			}
			return source
		}
		size += len(e.Text)
	}
	var b strings.Builder
	b.Grow(size)
	at := 0
	for k := len(edits) - 1; k >= 0; k-- {
		e := edits[k]
		b.WriteString(source[at:e.From])
		b.WriteString(e.Text)
		b.WriteString(UnbalancedTags(source[e.From:e.To]))
		at = e.To
	}
	b.WriteString(source[at:])
	return b.String()
}

// UnbalancedTags returns the tags of fragment that close an element opened before it or open
// one it does not close, in order. Tags are read as the sanitiser writes them: attribute values
// escaped, so a tag ends at the first ">", and no comments.
func UnbalancedTags(fragment string) string {
	type tag struct {
		name, raw string
		end       bool
	}
	var kept, open []tag
	for rest := fragment; ; {
		lt := strings.IndexByte(rest, '<')
		if lt < 0 {
			break
		}
		gt := strings.IndexByte(rest[lt:], '>')
		if gt < 0 {
			break
		}
		raw := rest[lt : lt+gt+1]
		rest = rest[lt+gt+1:]
		name, end := tagName(raw)
		switch {
		case name == "" || voidElements[name]:
		case !end:
			open = append(open, tag{name: name, raw: raw})
		default:
			i := len(open) - 1
			for i >= 0 && open[i].name != name {
				i--
			}
			if i >= 0 {
				// Elements opened after it and still open are closed by it, as a browser reads.
				open = open[:i]
				continue
			}
			kept = append(kept, tag{name: name, raw: raw, end: true})
		}
	}
	var out strings.Builder
	for _, t := range append(kept, open...) {
		out.WriteString(t.raw)
	}
	return out.String()
}

// tagName reads a tag ("<p class=x>", "</strong>") as its lower-case name and whether it is
// an end tag; "" for what is not a tag.
func tagName(raw string) (string, bool) {
	inner := strings.TrimSuffix(strings.TrimPrefix(raw, "<"), ">")
	end := strings.HasPrefix(inner, "/")
	inner = strings.TrimPrefix(inner, "/")
	n := 0
	for n < len(inner) && (inner[n] >= 'a' && inner[n] <= 'z' || inner[n] >= 'A' && inner[n] <= 'Z' || n > 0 && inner[n] >= '0' && inner[n] <= '9') {
		n++
	}
	return strings.ToLower(inner[:n]), end
}
