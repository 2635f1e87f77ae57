package report

import (
	"strings"
	"sync"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// The parts of the body a study examines, read with domain/anatomy: a template's title or
// labels name them, the checks flag a distinctive term of another part in its report, and the
// impression words its normal statement by them.

// region is a part of the body a study examines.
type region int

const (
	regionChest region = iota
	regionHead
	regionKnee
	regionBreast
	regionSpine
	regionShoulder
	regionAbdomen
	regionNeck
	regionCount
)

// regionKeys are the anatomy regions each part is: a term of one of them, or of a region they
// contain, names the part.
var regionKeys = [regionCount][]string{
	regionChest: {"chest"}, regionHead: {"head", "brain"}, regionKnee: {"knee"}, regionBreast: {"breast"},
	regionSpine: {"spine"}, regionShoulder: {"shoulder"}, regionAbdomen: {"abdomen", "pelvis"}, regionNeck: {"neck"},
}

// regionSet is a set of parts of the body.
type regionSet uint16

func (r regionSet) has(x region) bool { return r&(1<<x) != 0 }

// bodyParts is, per region of the anatomy, the parts of the body it lies in (the nearest ones
// up its parents, the preferred parent first: the thyroid is the neck's, the ribs the chest's),
// and the parts it is itself.
type bodyParts struct {
	in, is []regionSet
}

var partsOfAnatomy = sync.OnceValue(func() bodyParts {
	body := anatomy.Tables()
	out := bodyParts{in: make([]regionSet, len(body.Regions)), is: make([]regionSet, len(body.Regions))}
	for p, keys := range regionKeys {
		for _, k := range keys {
			if r, ok := body.Lookup(k); ok {
				out.is[r] |= 1 << p
			}
		}
	}
	for r := range body.Regions {
		// A level per step up; as many steps as regions reach every ancestor.
		for level, steps := []int{r}, 0; len(level) > 0 && out.in[r] == 0 && steps < len(body.Regions); steps++ {
			var next []int
			for _, at := range level {
				out.in[r] |= out.is[at]
				next = append(next, body.Regions[at].Parents...)
			}
			level = next
		}
	}
	return out
})

// anatomyIndex is the anatomy's index of language, of its base language, else English's, and
// the code of the language it is.
func anatomyIndex(language string) (*anatomy.Index, string) {
	for _, code := range lang.Lookup(language) {
		if idx := anatomy.Tables().Language(code); idx != nil {
			return idx, code
		}
	}
	return anatomy.Tables().Language(lang.Default), lang.Default
}

// bodyTerm is an anatomy term found in text: its words as written there and where it starts.
type bodyTerm struct {
	term  *anatomy.Term
	words []string
}

// bodyTerms are the anatomy terms of text, the longest at each word. A hyphen joins the words
// of a term ("bi-rads") or of a title ("CT-Thorax", "MRT-Kniegelenk"), so text is read with the
// hyphens kept and again with them as spaces.
func bodyTerms(idx *anatomy.Index, text string) []bodyTerm {
	var out []bodyTerm
	read := func(words []string) {
		for i := 0; i < len(words); {
			t := idx.LongestAt(words, i)
			if t == nil {
				i++
				continue
			}
			out = append(out, bodyTerm{t, words[i : i+len(t.Words)]})
			i += len(t.Words)
		}
	}
	read(anatomy.Words(text))
	if strings.Contains(text, "-") {
		read(anatomy.Words(strings.ReplaceAll(text, "-", " ")))
	}
	return out
}

// regionsIn reads the parts of the body text names (a template's title, its line labels);
// a finding that only suggests its place ("effusion") names none.
func regionsIn(language, text string) regionSet {
	parts := partsOfAnatomy()
	var out regionSet
	idx, _ := anatomyIndex(language)
	for _, bt := range bodyTerms(idx, text) {
		if bt.term.Weak {
			continue
		}
		for _, r := range bt.term.Regions {
			out |= parts.in[r]
		}
	}
	return out
}

// namesBodyPart tells a word that names a part of the body itself: the part's name ("knee",
// "Kniegelenk") or a word for where in it something lies ("chest", "thoracic", "pelvis"); not a
// structure within it ("lung") nor a finding there ("infarct", "osteopenia").
func namesBodyPart(language, word string) bool {
	idx, code := anatomyIndex(language)
	t := idx.LongestAt([]string{word}, 0)
	if t == nil || t.Weak {
		return false
	}
	parts := partsOfAnatomy()
	for _, r := range t.Regions {
		if parts.is[r] != 0 && (t.Site || strings.Join(t.Words, " ") == strings.ToLower(anatomy.Tables().Name(r, code))) {
			return true
		}
	}
	return false
}
