package macro

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func TestNew(t *testing.T) {
	tests := []struct {
		name                 string
		mname, language, txt string
		want                 string
	}{
		{"valid", "normal chest", "en", "The lungs are clear. [size] mm.", ""},
		{"Swiss German is a dictation language", "normal", "de-ch", "Unauffällig.", ""},
		{"blank name", "  ", "en", "x", MsgNameRequired},
		{"name of punctuation only", "...", "en", "x", MsgNameNoWord},
		{"long name", strings.Repeat("a", 61), "en", "x", MsgNameTooLong},
		{"60 characters is fine", strings.Repeat("ä", 60), "en", "x", ""},
		{"control character in the name", "normal\x00chest", "en", "x", "Macro name contains an invisible control character (U+0000). Please remove it."},
		{"blank text", "normal", "en", " \n ", MsgTextRequired},
		{"long text", "normal", "en", strings.Repeat("b", 5001), MsgTextTooLong},
		{"5000 characters is fine", "normal", "en", strings.Repeat("ß", 5000), ""},
		{"lines and tabs in the text", "normal", "en", "Findings:\n\t- none", ""},
		{"direction override in the text", "normal", "en", "a\u202eb", "Macro text contains an invisible control character (U+202E). Please remove it."},
		{"a tag in the text", "normal", "en", "clear <b>lungs</b>", MsgTextMarkup},
		{"a script in the text", "normal", "en", "<script>alert(1)</script>", MsgTextMarkup},
		{"a comparison is no tag", "normal", "en", "nodule <5 mm, a < b", ""},
		{"universal is no dictation language", "normal", "universal", "x", MsgLanguageInvalid},
		{"unknown language", "normal", "xx", "x", MsgLanguageInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New("m1", "anna", tt.mname, tt.language, tt.txt, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
}

func TestMacroIsTidiedAndDefaultsToEnglish(t *testing.T) {
	m, err := New("m1", "anna", "  normal   Chest ", "", " clear\r\nlungs \n", now)
	if err != nil {
		t.Fatal(err)
	}
	want := Macro{ID: "m1", OwnerID: "anna", Name: "normal Chest", Language: "en", Text: "clear\nlungs", CreatedAt: now, UpdatedAt: now}
	if m != want {
		t.Errorf("got %+v", m)
	}
	if NameKey(" Normal,  CHEST ") != "normal chest" {
		t.Errorf("key %q", NameKey(" Normal,  CHEST "))
	}
}

func TestLimitAndDuplicate(t *testing.T) {
	if err := CheckAdd(MaxPerUser-1, 1); err != nil {
		t.Errorf("macro 200 refused: %v", err)
	}
	var c Conflict
	if err := CheckAdd(MaxPerUser, 1); !errors.As(err, &c) || c.Error() != "You can have at most 200 macros." {
		t.Errorf("macro 201: %v", err)
	}
	if err := CheckAdd(150, 51); err == nil {
		t.Error("an import over the limit was allowed")
	}
	if got := Duplicate(" normal  chest ").Error(); got != `You already have a macro named "normal chest" in this language.` {
		t.Errorf("got %q", got)
	}
}

func TestFields(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"no fields", nil},
		{"Size [size] mm, [side] side.", []string{"[size]", "[side]"}},
		{"empty [] field", []string{"[]"}},
		{"nested [a [b] c]", []string{"[b]"}},
		{"unclosed [a\nb] and [ü]", []string{"[ü]"}},
		{"stray ] and [", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			for _, f := range Fields(tt.text) {
				got = append(got, tt.text[f.Start:f.End])
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestForLanguageLetsTheUsersOwnWin(t *testing.T) {
	own := []Macro{
		{ID: "o1", OwnerID: "anna", Name: "Normal Chest", Language: "en"},
		{ID: "o2", OwnerID: "anna", Name: "normal", Language: "de"},
	}
	shared := []Macro{
		{ID: "s1", Name: "normal chest", Language: "en"},
		{ID: "s2", Name: "normal brain", Language: "en"},
		{ID: "s3", Name: "normal", Language: "fr"},
	}
	ids := func(ms []Macro) string {
		var out []string
		for _, m := range ms {
			out = append(out, m.ID)
		}
		return strings.Join(out, ",")
	}
	if got := ids(ForLanguage(own, shared, "en")); got != "o1,s2" {
		t.Errorf("en: %s", got)
	}
	if got := ids(ForLanguage(own, shared, "de-ch")); got != "o2" {
		t.Errorf("de-ch: %s", got)
	}
	if got := ids(ForLanguage(nil, shared, "fr")); got != "s3" {
		t.Errorf("fr: %s", got)
	}
}

func TestExpand(t *testing.T) {
	macros := []Macro{
		{Name: "normal chest", Text: "The lungs are clear. Heart size [normal]."},
		{Name: "normal", Text: "Normal study."},
		{Name: "normal chest lateral", Text: "Lateral view clear."},
		{Name: "Leber", Text: "Leber unauffällig, [Größe] cm."},
		{Name: "normal", Text: "a later macro of the same name loses"},
	}
	tests := []struct {
		name, transcript, language, want string
		n                                int
	}{
		{"insert", "Chest x-ray. insert normal chest", "en", "Chest x-ray. The lungs are clear. Heart size [normal].", 1},
		{"macro, any case, one full stop", "Macro Normal Chest. No effusion.", "en", "The lungs are clear. Heart size [normal]. No effusion.", 1},
		{"a mark other than a full stop is kept", "insert normal chest? No", "en", "The lungs are clear. Heart size [normal].? No", 1},
		{"the longest name wins", "insert normal chest lateral, then", "en", "Lateral view clear., then", 1},
		{"a shorter name when the longer does not follow", "insert normal brain", "en", "Normal study. brain", 1},
		{"whole words only", "insert normality", "en", "insert normality", 0},
		{"no trigger, no expansion", "normal chest", "en", "normal chest", 0},
		{"an unknown name stays", "insert something", "en", "insert something", 0},
		{"punctuation inside a name breaks it", "insert normal, chest", "en", "Normal study., chest", 1},
		{"two in one transcript", "insert normal. insert normal chest", "en", "Normal study. The lungs are clear. Heart size [normal].", 2},
		{"inserted text is not expanded again", "insert normal chest insert", "en", "The lungs are clear. Heart size [normal]. insert", 1},
		{"German words", "Befund: Makro Leber. einfügen normal", "de", "Befund: Leber unauffällig, [Größe] cm. Normal study.", 2},
		{"German words in Swiss German", "EINFÜGEN leber", "de-ch", "Leber unauffällig, [Größe] cm.", 1},
		{"English words in any language", "insert leber", "de", "Leber unauffällig, [Größe] cm.", 1},
		{"French", "insérer normal", "fr", "Normal study.", 1},
		{"Spanish", "insertar normal", "es", "Normal study.", 1},
		{"Italian", "inserisci normal", "it", "Normal study.", 1},
		{"Portuguese of Brazil", "inserir normal", "pt-br", "Normal study.", 1},
		{"another language's word is no trigger", "einfügen normal", "en", "einfügen normal", 0},
		{"trigger at the end", "the end insert", "en", "the end insert", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, n := Expand(tt.transcript, tt.language, macros)
			if got != tt.want || n != tt.n {
				t.Errorf("Expand(%q) = %q, %d; want %q, %d", tt.transcript, got, n, tt.want, tt.n)
			}
		})
	}
	if got, n := Expand("insert normal", "en", nil); got != "insert normal" || n != 0 {
		t.Errorf("without macros: %q", got)
	}
}

func TestMayInsert(t *testing.T) {
	cases := []struct {
		name, transcript, language string
		want                       bool
	}{
		{"no trigger word", "Lungs clear. No effusion.", "en", false},
		{"english trigger", "Findings: insert normal chest.", "en", true},
		{"trigger in capitals", "MACRO normal", "en", true},
		{"trigger inside a word", "The inserted catheter tip projects over the SVC.", "en", false},
		{"german trigger", "Befund: einfügen Leber", "de", true},
		{"english trigger in german", "insert Leber", "de", true},
		{"german trigger in english dictation", "einfügen Leber", "en", false},
		{"empty", "", "en", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := MayInsert(c.transcript, c.language); got != c.want {
				t.Errorf("MayInsert(%q, %q) = %v, want %v", c.transcript, c.language, got, c.want)
			}
		})
	}
}

func TestABaseLanguagesMacroAppliesToItsRegionalForms(t *testing.T) {
	shared := []Macro{
		{ID: "pt", Name: "normal", Text: "Estudo normal.", Language: "pt"},
		{ID: "pt-br", Name: "pulmao", Text: "Pulmões limpos.", Language: "pt-br"},
		{ID: "de", Name: "normal", Text: "Normalbefund.", Language: "de"},
	}
	for _, tt := range []struct{ language, want string }{
		{"pt-br", "pt,pt-br"}, {"PT-BR", "pt,pt-br"}, {"pt", "pt"}, {"de-ch", "de"}, {"en", ""},
	} {
		var got []string
		for _, m := range ForLanguage(nil, shared, tt.language) {
			got = append(got, m.ID)
		}
		if strings.Join(got, ",") != tt.want {
			t.Errorf("ForLanguage(%q) = %v, want %s", tt.language, got, tt.want)
		}
	}
	if got, n := Expand("inserir normal", "pt-br", ForLanguage(nil, shared, "pt-br")); got != "Estudo normal." || n != 1 {
		t.Errorf("a pt macro in pt-br dictation: %q, %d", got, n)
	}
}
