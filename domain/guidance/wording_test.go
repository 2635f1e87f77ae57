package guidance

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The English wordings, which every other language is checked against.
var (
	englishBIRADS     = *biradsWordings["en"]
	englishBosniak    = *bosniakWordings["en"]
	englishFleischner = *fleischnerWordings["en"]
	englishLungRADS   = *lungRADSWordings["en"]
	englishTIRADS     = *tiradsWordings["en"]
)

// Every language with word lists has them for the critical findings and every guideline, and
// each wording has every text English has: a missing map entry would print an empty name or
// a category without its management.
func TestEveryLanguageHasEveryWording(t *testing.T) {
	languages := slices.Sorted(maps.Keys(criticalLanguages))
	lists := map[string][]string{
		"nodules": slices.Sorted(maps.Keys(noduleReaders)), "Lung-RADS readers": slices.Sorted(maps.Keys(lungRADSReaders)),
		"thyroid readers": slices.Sorted(maps.Keys(thyroidReaders)), "renal readers": slices.Sorted(maps.Keys(renalReaders)),
		"BI-RADS readers": slices.Sorted(maps.Keys(biradsReaders)), "Fleischner": slices.Sorted(maps.Keys(fleischnerWordings)),
		"Lung-RADS": slices.Sorted(maps.Keys(lungRADSWordings)), "TI-RADS": slices.Sorted(maps.Keys(tiradsWordings)),
		"Bosniak": slices.Sorted(maps.Keys(bosniakWordings)), "BI-RADS": slices.Sorted(maps.Keys(biradsWordings)),
	}
	for name, got := range lists {
		if !slices.Equal(got, languages) {
			t.Errorf("%s has %v, the critical findings %v", name, got, languages)
		}
	}
	for _, language := range languages {
		compareWording(t, language+" critical findings", reflect.ValueOf(*criticalLanguages["en"].criticalLanguage),
			reflect.ValueOf(*criticalLanguages[language].criticalLanguage))
		compareWording(t, language+" Fleischner", reflect.ValueOf(englishFleischner), reflect.ValueOf(*fleischnerWordings[language]))
		compareWording(t, language+" Lung-RADS", reflect.ValueOf(englishLungRADS), reflect.ValueOf(*lungRADSWordings[language]))
		compareWording(t, language+" TI-RADS", reflect.ValueOf(englishTIRADS), reflect.ValueOf(*tiradsWordings[language]))
		compareWording(t, language+" Bosniak", reflect.ValueOf(englishBosniak), reflect.ValueOf(*bosniakWordings[language]))
		compareWording(t, language+" BI-RADS", reflect.ValueOf(englishBIRADS), reflect.ValueOf(*biradsWordings[language]))
		c := criticalLanguages[language]
		if strings.Count(c.notice, "%s") != 2 || strings.Count(c.sentence, "%s") != 1 || !strings.Contains(c.sentence, "___") {
			t.Errorf("%s critical notice %q or sentence %q", language, c.notice, c.sentence)
		}
	}
}

// compareWording walks a wording: every string is set, every map has English's keys.
func compareWording(t *testing.T, path string, english, other reflect.Value) {
	t.Helper()
	switch other.Kind() {
	case reflect.String:
		if other.String() == "" {
			t.Errorf("%s is empty", path)
		}
	case reflect.Map:
		for _, k := range english.MapKeys() {
			v := other.MapIndex(k)
			if !v.IsValid() {
				t.Errorf("%s has no %v", path, k)
				continue
			}
			compareWording(t, fmt.Sprintf("%s[%v]", path, k), english.MapIndex(k), v)
		}
	case reflect.Array:
		for i := range other.Len() {
			compareWording(t, fmt.Sprintf("%s[%d]", path, i), english.Index(i), other.Index(i))
		}
	case reflect.Struct:
		for i := range other.NumField() {
			compareWording(t, path+"."+other.Type().Field(i).Name, english.Field(i), other.Field(i))
		}
	}
}
