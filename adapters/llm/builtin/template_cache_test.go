package builtin

import (
	"reflect"
	"strings"
	"testing"
)

// A template is read once per language and then shared (the bounds are domain/memo's); the zero
// Writer reads each time.
func TestTemplateCache(t *testing.T) {
	en, de := languageOf("en"), languageOf("de")
	doc := "<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><p><strong>Pleura:</strong> No effusion.</p><h3>Impression</h3><p>Normal.</p>"
	c := newTemplateCache()
	first := c.read(doc, en)
	if !reflect.DeepEqual(first, parseTemplate(doc, en)) {
		t.Fatal("the kept reading is not the template's")
	}
	if again := c.read(doc, en); reflect.ValueOf(again).Pointer() != reflect.ValueOf(first).Pointer() {
		t.Error("the same template was read again")
	}
	if other := c.read(doc, de); reflect.ValueOf(other).Pointer() == reflect.ValueOf(first).Pointer() {
		t.Error("another language shares the reading")
	}
	huge := doc + strings.Repeat("<p>x</p>", templateCacheBytes/templateCacheItems)
	c.read(huge, en)
	if _, kept := c.kept.Get(templateKey{"en", huge}); kept {
		t.Error("an oversized template was kept")
	}
	var none *templateCache
	if !reflect.DeepEqual(none.read(doc, en), first) {
		t.Error("without a cache the template reads otherwise")
	}
}
