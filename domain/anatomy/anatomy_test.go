package anatomy

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheEmbeddedAnatomyParses(t *testing.T) {
	a, err := Parse(files)
	require.NoError(t, err)
	for _, code := range []string{"en", "de", "es", "pt", "it", "fr"} {
		assert.NotNil(t, a.Language(code), code)
	}
	for _, r := range a.Regions {
		at, ok := a.Lookup(r.Key)
		require.True(t, ok, r.Key)
		assert.NotEmpty(t, a.Name(at, "en"), "every region has an English name in a generated report, itself or a containing one: %s", r.Key)
	}
}

func TestMalformedAnatomyIsRefused(t *testing.T) {
	tests := []struct{ name, regions, en, want string }{
		{"unknown parent", "lungs: chest\n", "", `unknown parent "chest"`},
		{"a cycle", "a: b\nb: a\n", "", "its own ancestor"},
		{"twice", "a\na\n", "", "listed twice"},
		{"unknown region", "a\n", "b | B | bee\n", `unknown region "b"`},
		{"missing part", "a\n", "a | bee\n", "want 'region | name | terms'"},
		{"short stem", "a\n", "a | A | b*\n", "too short"},
		{"weak in one region only", "a\nb\n", "a | A | ~bee\nb | B | bee\n", "weak, a site or distinctive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(fstest.MapFS{
				"regions.txt": {Data: []byte(tt.regions)},
				"en.txt":      {Data: []byte(tt.en)},
			})
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// keys names regions for reading a test.
func keys(a *Anatomy, rs []int) []string {
	out := []string{}
	for _, r := range rs {
		out = append(out, a.Regions[r].Key)
	}
	return out
}

// The regions that contain a region, the preferred one first, and how deep it lies: a hiatal
// hernia is an upper abdominal finding before a mediastinal one.
func TestParentsAndDepth(t *testing.T) {
	a := Tables()
	tests := []struct {
		key     string
		parents []string
		depth   int
	}{
		{"chest", []string{}, 0},
		{"lungs", []string{"chest"}, 1},
		{"lung-bases", []string{"lungs"}, 2},
		{"hiatus", []string{"upper-abdomen", "mediastinum"}, 2},
		{"chest-wall", []string{"soft-tissues", "chest"}, 1},
		{"level-l4-l5", []string{"discs"}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			r, ok := a.Lookup(tt.key)
			require.True(t, ok)
			assert.Equal(t, tt.parents, keys(a, a.Regions[r].Parents))
			assert.Equal(t, tt.depth, a.Regions[r].Depth)
		})
	}
	_, ok := a.Lookup("no-such-region")
	assert.False(t, ok)
}

// A region without a name of its own is labelled by the nearest region containing it.
func TestNamesInAGeneratedReport(t *testing.T) {
	a := Tables()
	tests := []struct{ key, code, want string }{
		{"lungs", "en", "Lungs"},
		{"lung-bases", "en", "Lungs"},
		{"pericardium", "en", "Heart"},
		{"pericardium", "de", "Herz"},
		{"hiatus", "en", "Upper abdomen"},
		{"lungs", "xx", ""},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.key, func(t *testing.T) {
			r, _ := a.Lookup(tt.key)
			assert.Equal(t, tt.want, a.Name(r, tt.code))
		})
	}
}

// The longest term at a word wins, stems match the forms of a word, and a term listed for two
// regions names both.
func TestTermsAtAWord(t *testing.T) {
	a := Tables()
	tests := []struct {
		code, text string
		words      int
		regions    []string
		weak, site bool
	}{
		{"en", "medial meniscus tear", 2, []string{"medial-meniscus"}, false, false},
		{"en", "pulmonary nodule", 1, []string{"lungs"}, false, true},
		{"en", "pleural effusion", 2, []string{"pleura"}, false, false},
		{"en", "effusion", 1, []string{"pleura", "joint-fluid"}, true, false},
		{"en", "l4-5", 1, []string{"level-l4-l5"}, false, false},
		{"de", "perikarderguss", 1, []string{"pericardium"}, false, false},
		{"de", "erguss", 1, []string{"pleura", "joint-fluid"}, true, false},
		{"es", "senos costofrénicos libres", 2, []string{"pleura"}, false, false},
		{"it", "seno costofrenico sinistro", 2, []string{"pleura"}, false, false},
		{"pt", "seios costofrênicos livres", 2, []string{"pleura"}, false, false},
		{"fr", "sinus costodiaphragmatique droit", 2, []string{"pleura"}, false, false},
		{"es", "seno maxilar", 1, []string{"sinuses"}, false, false},
		{"es", "cardíaca normal", 1, []string{"heart"}, false, false},
		{"es", "esplenomegalia homogénea", 1, []string{"spleen"}, false, false},
		{"pt", "hepatomegalia", 1, []string{"liver"}, false, false},
		{"es", "líquido libre en el espacio", 2, []string{"free-fluid"}, false, false},
		{"it", "falda di liquido libero", 3, []string{"free-fluid"}, false, false},
		{"fr", "péritonéale", 1, []string{"peritoneum"}, false, false},
		{"es", "peritoneal", 1, []string{"peritoneum"}, false, false},
		{"en", "cruciate ligaments intact", 2, []string{"acl", "pcl"}, false, false},
		{"it", "legamento crociato anteriore", 3, []string{"acl"}, false, false},
		{"fr", "ménisque interne", 2, []string{"medial-meniscus"}, false, false},
		{"es", "derrame articular", 2, []string{"joint-fluid"}, false, false},
		{"pt", "ligamentos cruzados", 2, []string{"acl", "pcl"}, false, false},
		{"fr", "stéatose modérée", 1, []string{"liver"}, false, false},
		{"it", "ili nella norma", 1, []string{"hila"}, false, false},
		{"pt", "hilos normais", 1, []string{"hila"}, false, false},
		{"es", "hiliar", 1, []string{"hila"}, false, false},
		{"fr", "hiles", 1, []string{"hila"}, false, false},
		{"fr", "périvésiculaire", 1, []string{"gallbladder"}, false, false},
		{"es", "perivesicular", 1, []string{"gallbladder"}, false, false},
		{"it", "steatosi epatica", 1, []string{"liver"}, false, false},
		{"en", "pericholecystic fluid", 1, []string{"gallbladder"}, false, false},
		{"en", "patellofemoral compartments preserved", 2, []string{"patellofemoral"}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.text, func(t *testing.T) {
			term := a.Language(tt.code).LongestAt(strings.Fields(tt.text), 0)
			require.NotNil(t, term)
			assert.Len(t, term.Words, tt.words)
			assert.Equal(t, tt.regions, keys(a, term.Regions))
			assert.Equal(t, tt.weak, term.Weak)
			assert.Equal(t, tt.site, term.Site)
		})
	}
	for _, tt := range []struct {
		code, text  string
		distinctive bool
	}{
		{"en", "medial meniscus", true}, {"en", "pneumothorax", true}, {"en", "cerebral", true}, {"en", "knee", true},
		{"en", "lung", false}, {"en", "effusion", false}, {"en", "breast", false},
		{"de", "kniegelenkerguss", true}, {"de", "pleuraerguss", true}, {"de", "innenmeniskus", true}, {"de", "lunge", false},
	} {
		term := a.Language(tt.code).LongestAt(strings.Fields(tt.text), 0)
		require.NotNil(t, term, tt.text)
		assert.Equal(t, tt.distinctive, term.Distinctive, tt.text)
	}
	assert.Nil(t, a.Language("en").LongestAt([]string{"nothing"}, 0))
	assert.Nil(t, a.Language("en").LongestAt([]string{""}, 0))
	assert.Nil(t, a.Language("xx"))
}

// Only terms of whole words are offered for correcting a misheard word: a stem is no spelling.
func TestFullTermsAreWholeWords(t *testing.T) {
	full := Tables().Language("en").FullTerms
	assert.Contains(t, full, "pleural fluid")
	assert.Contains(t, full, "medial meniscus")
	for _, term := range full {
		assert.NotContains(t, term, "*", term)
	}
	assert.NotContains(t, full, "pleura")
}

// How far a region lies within another, and by which way up: a rib is a bone before it is part
// of the chest wall, a hiatal hernia upper abdominal before mediastinal.
func TestReachBetweenRegions(t *testing.T) {
	a := Tables()
	tests := []struct {
		from, to      string
		steps, choice int
	}{
		{"lungs", "lungs", 0, 0},
		{"lung-bases", "lungs", 1, 0},
		{"lung-bases", "chest", 2, 0},
		{"ribs", "bones", 1, 0},
		{"ribs", "chest-wall", 1, 1},
		{"ribs", "chest", 2, 1},
		{"hiatus", "abdomen", 2, 0},
		{"hiatus", "mediastinum", 1, 1},
		{"level-l4-l5", "bones", 3, 0},
		{"chest", "lungs", -1, 0},
		{"lungs", "abdomen", -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.from+" in "+tt.to, func(t *testing.T) {
			from, ok := a.Lookup(tt.from)
			require.True(t, ok)
			to, ok := a.Lookup(tt.to)
			require.True(t, ok)
			steps, choice := a.Reach(from, to)
			assert.Equal(t, tt.steps, steps)
			assert.Equal(t, tt.choice, choice)
		})
	}
}

// Regions are related when one lies within the other, either way round.
func TestRelatedRegions(t *testing.T) {
	a := Tables()
	r := func(key string) int {
		at, ok := a.Lookup(key)
		require.True(t, ok, key)
		return at
	}
	assert.True(t, a.Related(r("lungs"), []int{r("lung-bases")}))
	assert.True(t, a.Related(r("lung-bases"), []int{r("chest")}))
	assert.True(t, a.Related(r("pleura"), []int{r("kidneys"), r("chest")}))
	assert.False(t, a.Related(r("lungs"), []int{r("thyroid")}))
	assert.False(t, a.Related(r("lungs"), nil))
}

// An elided article or preposition is a word of its own, so the word it leans on is read:
// "d'hydrocéphalie" names the ventricles, "dell'utero" the uterus; "patient's" stays whole.
func TestWordsCutElisions(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Pas d'hydrocéphalie.", []string{"pas", "d", "hydrocéphalie"}},
		{"Calcul de l’uretère gauche", []string{"calcul", "de", "l", "uretère", "gauche"}},
		{"Fibroma dell'utero", []string{"fibroma", "dell", "utero"}},
		{"The patient's left kidney", []string{"the", "patient's", "left", "kidney"}},
		{"LEFT KIDNEY", []string{"left", "kidney"}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Words(tt.text), tt.text)
	}
	names := Tables().Name
	found := Tables().RegionsIn("Pas d'hydrocéphalie.", "fr")
	assert.NotEmpty(t, found.All(), "d'hydrocéphalie names a region")
	if all := found.All(); len(all) > 0 {
		assert.Equal(t, "Système ventriculaire", names(all[0], "fr"))
	}
}
