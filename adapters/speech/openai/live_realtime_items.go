package openai

import (
	"slices"
	"strings"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// realtimeItem is one committed stretch of audio and what the server has made of it so far.
type realtimeItem struct {
	id         string
	deltas     strings.Builder
	transcript string
	completed  bool
	// end is how far into the stream's audio the item reaches; zero when unknown.
	end time.Duration
}

// text is the item's final transcript once completed, its deltas until then.
func (i *realtimeItem) text() string {
	if i.completed {
		return strings.TrimSpace(i.transcript)
	}
	return strings.TrimSpace(i.deltas.String())
}

// realtimeItems turns a session's items into finals and interims. The server may transcribe
// items in parallel and complete them in any order, so finals go out in the order the items
// were committed: an item waits until every item before it is final.
type realtimeItems struct {
	// pending are the items whose final has not gone out, in committed order.
	pending []*realtimeItem
	// settled are the items whose final went out (or had no text).
	settled    map[string]bool
	heardUntil time.Duration
	interim    string
}

func newRealtimeItems() *realtimeItems {
	return &realtimeItems{settled: map[string]bool{}}
}

// commit places an item after the one the server names as its predecessor: after the last
// settled item, or at the end when the predecessor is unknown.
func (t *realtimeItems) commit(id, previous string, end time.Duration) []ports.LiveText {
	if t.settled[id] {
		return nil
	}
	item := t.take(id)
	item.end = end
	at := len(t.pending)
	if previous != "" && t.settled[previous] {
		at = 0
	} else if i := t.index(previous); previous != "" && i >= 0 {
		at = i + 1
	}
	t.pending = slices.Insert(t.pending, at, item)
	return t.flush()
}

func (t *realtimeItems) delta(id, delta string) []ports.LiveText {
	if t.settled[id] {
		return nil
	}
	t.find(id).deltas.WriteString(delta)
	return t.flush()
}

func (t *realtimeItems) complete(id, transcript string) []ports.LiveText {
	if t.settled[id] {
		return nil
	}
	item := t.find(id)
	item.transcript, item.completed = transcript, true
	return t.flush()
}

// done reports that every item heard of has had its final.
func (t *realtimeItems) done() bool { return len(t.pending) == 0 }

// flush sends the finals of the completed items at the front, then the interim: the text of
// the items still pending, when it changed.
func (t *realtimeItems) flush() []ports.LiveText {
	var out []ports.LiveText
	for len(t.pending) > 0 && t.pending[0].completed {
		item := t.pending[0]
		t.pending = t.pending[1:]
		t.settled[item.id] = true
		t.heardUntil = max(t.heardUntil, item.end)
		if text := item.text(); text != "" {
			out = append(out, ports.LiveText{Text: text, Final: true, HeardUntil: t.heardUntil})
			t.interim = ""
		}
	}
	var texts []string
	for _, item := range t.pending {
		if text := item.text(); text != "" {
			texts = append(texts, text)
		}
	}
	if interim := strings.Join(texts, " "); interim != t.interim {
		out = append(out, ports.LiveText{Text: interim})
		t.interim = interim
	}
	return out
}

// find returns the pending item, adding one at the end for an item the server did not say it
// committed.
func (t *realtimeItems) find(id string) *realtimeItem {
	if i := t.index(id); i >= 0 {
		return t.pending[i]
	}
	item := &realtimeItem{id: id}
	t.pending = append(t.pending, item)
	return item
}

// take removes the pending item to place it anew, or makes it.
func (t *realtimeItems) take(id string) *realtimeItem {
	if i := t.index(id); i >= 0 {
		item := t.pending[i]
		t.pending = slices.Delete(t.pending, i, i+1)
		return item
	}
	return &realtimeItem{id: id}
}

func (t *realtimeItems) index(id string) int {
	return slices.IndexFunc(t.pending, func(item *realtimeItem) bool { return item.id == id })
}
