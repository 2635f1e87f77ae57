package guidance

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// Every words/ file loads, has the languages the critical findings have, and each language has
// every text and word list English has, so that no language reads a guideline with an empty
// wording or an empty list.
func TestWordFilesAreComplete(t *testing.T) {
	checkWordFile[criticalLanguage](t, "critical.json")
	checkWordFile[bosniakWords](t, "bosniak.json")
	checkWordFile[renalLanguage](t, "bosniak_read.json")
	checkWordFile[tiradsWords](t, "tirads.json")
	checkWordFile[thyroidLanguage](t, "tirads_read.json")
	checkWordFile[biradsWords](t, "birads.json")
	checkWordFile[lungRADSWords](t, "lungrads.json")
	checkWordFile[lungRADSLanguage](t, "lungrads_read.json")
	checkWordFile[fleischnerWords](t, "fleischner.json")
	checkWordFile[noduleLanguage](t, "fleischner_read.json")
}

// emptyOnPurpose are the lists a language leaves empty where English has words: French reads an
// age only by the words before it ("âgé de 45 ans").
var emptyOnPurpose = map[string]bool{"fleischner_read.json fr.Age": true}

func checkWordFile[T any](t *testing.T, name string) {
	t.Helper()
	byLanguage := loadWords[T](name)
	languages := []string{"de", "en", "es", "fr", "it", "pt"}
	if got := slices.Sorted(maps.Keys(byLanguage)); !slices.Equal(got, languages) {
		t.Errorf("%s has %v, want %v", name, got, languages)
	}
	en := reflect.ValueOf(*byLanguage["en"])
	for _, language := range languages {
		if w := byLanguage[language]; w != nil {
			checkLikeEnglish(t, name+" "+language, en, reflect.ValueOf(*w))
		}
	}
}

// checkLikeEnglish walks a language's entry beside English's: a text or list English has is
// set, a map has English's keys, and no string in a list or term is empty.
func checkLikeEnglish(t *testing.T, path string, en, v reflect.Value) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		if en.String() != "" && v.String() == "" {
			t.Errorf("%s is empty", path)
		}
	case reflect.Slice:
		if en.Len() > 0 && v.Len() == 0 && !emptyOnPurpose[path] {
			t.Errorf("%s is empty", path)
		}
		for i := range v.Len() {
			checkSet(t, fmt.Sprintf("%s[%d]", path, i), v.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			checkLikeEnglish(t, fmt.Sprintf("%s[%d]", path, i), en.Index(i), v.Index(i))
		}
	case reflect.Map:
		for _, k := range en.MapKeys() {
			if !v.MapIndex(k).IsValid() {
				t.Errorf("%s has no %v", path, k)
				continue
			}
			checkLikeEnglish(t, fmt.Sprintf("%s[%v]", path, k), en.MapIndex(k), v.MapIndex(k))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			checkLikeEnglish(t, path+"."+v.Type().Field(i).Name, en.Field(i), v.Field(i))
		}
	}
}

// checkSet checks an element of a list: a word is not empty, nor is a term's key or phrases.
func checkSet(t *testing.T, path string, v reflect.Value) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		if v.String() == "" {
			t.Errorf("%s is empty", path)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			if f.Kind() == reflect.String || f.Kind() == reflect.Slice && v.Type().Field(i).Name == "Phrases" {
				if f.Len() == 0 {
					t.Errorf("%s.%s is empty", path, v.Type().Field(i).Name)
				}
			}
		}
	}
}

// A malformed file is an error naming what is wrong, which loadWords turns into a panic at
// start-up.
func TestDecodeWordsRejectsMalformedFiles(t *testing.T) {
	for _, data := range []string{
		`{"en": {"Mass": "Cystic renal mass"`,          // cut short
		`{"en": {"Mas": "Cystic renal mass"}}`,         // a misspelt field
		`{"en": {"WallThickness": {"thinn": "thin"}}}`, // a misspelt key name
		`{"de": {"Mass": "Zystische Nierenläsion"}}`,   // no English
		`{"en": {"Classes": {"iv": 4}}}`,               // a number for a text
	} {
		if _, err := decodeWords[bosniakWords]([]byte(data)); err == nil {
			t.Errorf("%s: no error", data)
		}
	}
	w, err := decodeWords[bosniakWords]([]byte(`{"en": {"WallThickness": {"minimally-thickened": "minimally thickened"}}}`))
	if err != nil || w["en"].WallThickness[MinimallyThickened] != "minimally thickened" {
		t.Errorf("named key: %v %v", w, err)
	}
}

// The keys a file gives terms and findings are those the rules look for: a misspelt feature key
// or finding ID would leave its words unread.
func TestWordKeysAreKnown(t *testing.T) {
	renalKeys := []string{keySimple, keyHomogeneous, keyWall, keySeptum, keyMuralNodule, keyEnhancing, keyNonEnhancing,
		keyCalcified, keyHyperdense, keyT1Bright, keyTooSmall, keyUltrasound, keyBosniak, keyIgnored}
	for language, l := range loadWords[renalLanguage]("bosniak_read.json") {
		checkFeatureKeys(t, "bosniak_read.json "+language, l.Features, renalKeys)
	}
	thyroidKeys := []string{keyIgnored, keyCystic, keySpongiform, keyMixed, keySolid, keyAnechoic, keyHyperechoic,
		keyIsoechoic, keyHypoechoic, keyVeryHypo, keyTaller, keyWider, keySmooth, keyIllDefined, keyIrregular, keyExtension,
		keyFoci, keyCometTail, keyMacro, keyRim, keyPunctate}
	for language, l := range loadWords[thyroidLanguage]("tirads_read.json") {
		checkFeatureKeys(t, "tirads_read.json "+language, l.Features, thyroidKeys)
	}
	findings := []string{tensionPneumothorax, pneumothorax, pulmonaryEmbolism, pneumoperitoneum, intracranialHemorrhage,
		aorticDissection, aorticRupture, acuteStroke, largeVesselOcclusion, testicularTorsion, ovarianTorsion, misplacedDevice,
		bowelPerforation}
	for language, l := range loadWords[criticalLanguage]("critical.json") {
		if got := slices.Sorted(maps.Keys(l.Names)); !slices.Equal(got, slices.Sorted(slices.Values(findings))) {
			t.Errorf("critical.json %s names %v", language, got)
		}
		for _, term := range l.Terms {
			if !slices.Contains(findings, term.Finding) {
				t.Errorf("critical.json %s: unknown finding %q", language, term.Finding)
			}
		}
	}
}

func checkFeatureKeys(t *testing.T, path string, features []report.Term, known []string) {
	t.Helper()
	for _, f := range features {
		if !slices.Contains(known, f.Key) {
			t.Errorf("%s: unknown feature key %q", path, f.Key)
		}
	}
}
