package template

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

const body = "<h2>Findings</h2><p><strong>Liver:</strong> Normal size.</p>"

func TestMasterTemplateValidation(t *testing.T) {
	valid := Draft{Name: " CT Head ", Type: "Neuro", Modality: "CT", Language: "en", HTML: body}
	tests := []struct {
		name   string
		change func(*Draft)
		want   string
	}{
		{"valid", func(*Draft) {}, ""},
		{"blank name", func(d *Draft) { d.Name = "  " }, MsgNameRequired},
		{"name of 200 is fine", func(d *Draft) { d.Name = strings.Repeat("ä", 200) }, ""},
		{"name of 201", func(d *Draft) { d.Name = strings.Repeat("a", 201) }, MsgNameTooLong},
		{"no type", func(d *Draft) { d.Type = "" }, MsgTypeRequired},
		{"long type", func(d *Draft) { d.Type = strings.Repeat("t", 101) }, MsgTypeTooLong},
		{"control character in the name", func(d *Draft) { d.Name = "CT\x00Head" }, "Template name contains an invisible control character (U+0000). Please remove it."},
		{"direction override in the name", func(d *Draft) { d.Name = "CT \u202edaeH" }, "Template name contains an invisible control character (U+202E). Please remove it."},
		{"line feed in the type", func(d *Draft) { d.Type = "Neuro\nBody" }, "Template type contains an invisible control character (U+000A). Please remove it."},
		{"no content", func(d *Draft) { d.HTML = "" }, MsgContentRequired},
		{"empty editor", func(d *Draft) { d.HTML = "<p><br></p>" }, MsgContentRequired},
		{"only spaces", func(d *Draft) { d.HTML = "<p>&nbsp;</p>" }, ""},
		{"too large", func(d *Draft) { d.HTML = "<p>" + strings.Repeat("x", MaxHTMLBytes) + "</p>" }, MsgContentTooLarge},
		{"unknown modality", func(d *Draft) { d.Modality = "PET" }, MsgModalityInvalid},
		{"unknown language", func(d *Draft) { d.Language = "sv" }, MsgLanguageInvalid},
		{"universal is no template language", func(d *Draft) { d.Language = "universal" }, MsgLanguageInvalid},
		{"name first", func(d *Draft) { d.Name, d.Type, d.HTML = "", "", "" }, MsgNameRequired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := valid
			tt.change(&d)
			_, err := NewMaster("m1", d, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
}

func TestDefaultsAndCanonicalValues(t *testing.T) {
	tpl, err := NewMaster("m1", Draft{Name: " CT Head ", Type: " Neuro ", Modality: "mri", HTML: body}, now)
	if err != nil {
		t.Fatal(err)
	}
	if tpl.Name != "CT Head" || tpl.Type != "Neuro" || tpl.Modality != MRI || tpl.Language != "en" || !tpl.IsMaster() {
		t.Errorf("got %+v", tpl)
	}
	own, err := NewOwn("u1", "anna", Draft{Name: "Mine", Type: "ignored", HTML: body}, now)
	if err != nil {
		t.Fatal(err)
	}
	if own.Type != "" || own.Modality != Other || own.OwnerID != "anna" || own.IsMaster() {
		t.Errorf("got %+v", own)
	}
	if _, err := NewOwn("u2", "anna", Draft{Name: "Mine", HTML: body}, now); err != nil {
		t.Errorf("an own template needs no type: %v", err)
	}
}

func TestChangeKeepsTheTemplateOnARefusal(t *testing.T) {
	tpl, _ := NewMaster("m1", Draft{Name: "CT Head", Type: "Neuro", Modality: "CT", HTML: body}, now)
	later := now.Add(time.Hour)
	if err := tpl.Change(Draft{Name: "", Type: "Neuro", HTML: body}, later); err == nil {
		t.Fatal("accepted a blank name")
	}
	if tpl.Name != "CT Head" || tpl.UpdatedAt != now {
		t.Errorf("changed on refusal: %+v", tpl)
	}
	if err := tpl.Change(Draft{Name: "CT Brain", Type: "Neuro", Modality: "CT", Language: "de", HTML: body}, later); err != nil {
		t.Fatal(err)
	}
	if tpl.Name != "CT Brain" || tpl.Language != "de" || tpl.UpdatedAt != later || tpl.CreatedAt != now {
		t.Errorf("got %+v", tpl)
	}
}

func TestOwnLimitAndUniqueNames(t *testing.T) {
	own := []Template{{ID: "1", Name: "CT Head"}, {ID: "2", Name: "MRI Knee"}}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"free name", CheckAdd(own, "US Neck"), ""},
		{"same name, other case and spaces", CheckAdd(own, "  ct head "), `You already have a template named "ct head".`},
		{"renaming to itself", CheckRename(own, "1", "CT HEAD"), ""},
		{"renaming to another's name", CheckRename(own, "1", "mri knee"), `You already have a template named "mri knee".`},
		{"sixth", CheckAdd(append(own, Template{ID: "3"}, Template{ID: "4"}, Template{ID: "5"}), "New"), MsgTooMany},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.want == "" {
				if tt.err != nil {
					t.Fatalf("got %v", tt.err)
				}
				return
			}
			var c Conflict
			if !errors.As(tt.err, &c) || c.Error() != tt.want {
				t.Fatalf("got %v, want conflict %q", tt.err, tt.want)
			}
		})
	}
	if MsgTooMany != "You can have at most 5 templates. Delete one to add another." {
		t.Error("limit message changed")
	}
}

func TestFilters(t *testing.T) {
	tests := []struct {
		search, modality, language string
		want                       Filters
		err                        string
	}{
		{"", "", "", Filters{Modality: "all", Language: "all"}, ""},
		{"knee", "All", "ALL", Filters{SearchTerm: "knee", Modality: "all", Language: "all"}, ""},
		{"", "mri", "DE", Filters{Modality: "MRI", Language: "de"}, ""},
		{"", "Other", "fr", Filters{Modality: "other", Language: "fr"}, ""},
		{"", "PET", "", Filters{}, MsgModalityFilter},
		{"", "", "pl", Filters{}, MsgLanguageFilter},
		{strings.Repeat("s", 201), "", "", Filters{}, MsgSearchTooLong},
	}
	for _, tt := range tests {
		got, err := NewFilters(tt.search, tt.modality, tt.language)
		if tt.err != "" {
			domaintest.AssertProblem[Problem](t, err, tt.err)
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("NewFilters(%q, %q, %q) = %+v, %v", tt.search, tt.modality, tt.language, got, err)
		}
	}
}
