package reporting

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// countingLists counts the lists the services read from the shared store.
type countingLists struct {
	*portstest.Vocabulary
	macros     *portstest.Macros
	mu         sync.Mutex
	vocabLists int
	macroLists int
}

func (c *countingLists) ListByOwner(ctx context.Context, ownerID string) ([]vocabulary.Entry, error) {
	c.mu.Lock()
	c.vocabLists++
	c.mu.Unlock()
	return c.Vocabulary.ListByOwner(ctx, ownerID)
}

type countingMacros struct{ *countingLists }

func (c countingMacros) List(ctx context.Context, ownerID string) ([]macro.Macro, error) {
	c.mu.Lock()
	c.macroLists++
	c.mu.Unlock()
	return c.macros.List(ctx, ownerID)
}

func (c countingMacros) Add(ctx context.Context, m macro.Macro, allowed func(int) error) error {
	return c.macros.Add(ctx, m, allowed)
}

func (c countingMacros) Import(ctx context.Context, ownerID string, ms []macro.Macro, allowed func(int) error) (int, int, error) {
	return c.macros.Import(ctx, ownerID, ms, allowed)
}

func (c countingMacros) Update(ctx context.Context, ownerID, id string, change func(*macro.Macro) error) (macro.Macro, error) {
	return c.macros.Update(ctx, ownerID, id, change)
}

func (c countingMacros) Delete(ctx context.Context, ownerID, id string) error {
	return c.macros.Delete(ctx, ownerID, id)
}

// replicas are two services, as on two servers, over one store.
type replicas struct {
	store   *countingLists
	one     *Service
	two     *Service
	writers [2]*fakeWriter
}

func newReplicas(t *testing.T) *replicas {
	t.Helper()
	memory := portstest.NewMemory()
	require.NoError(t, memory.Users.Create(context.Background(), anna))
	store := &countingLists{Vocabulary: memory.Vocabulary, macros: memory.Macros}
	r := &replicas{store: store, writers: [2]*fakeWriter{{}, {}}}
	for i, service := range []**Service{&r.one, &r.two} {
		stores := Stores{
			Vocabulary: store, Frequencies: &frequencyLog{}, Preferences: memory.Preferences, Prompts: memory.AIPrompts,
			Macros: countingMacros{store}, Versions: memory.Vocabulary,
		}
		*service = NewService(stores, r.writers[i], scriptSanitizer{}, &portstest.Limiter{}, Budget{PerHour: 600}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	}
	return r
}

// correct runs a format on the service and returns what its writer was asked.
func (r *replicas) correct(t *testing.T, s *Service, transcript string) ports.CorrectionRequest {
	t.Helper()
	_, err := s.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err)
	w := r.writers[0]
	if s == r.two {
		w = r.writers[1]
	}
	return w.corrections[len(w.corrections)-1]
}

func originals(entries []vocabulary.Entry) []string {
	out := []string{}
	for _, e := range entries {
		out = append(out, e.OriginalWord)
	}
	return out
}

func addEntry(t *testing.T, vocab ports.VocabularyRepository, id, original, language string) {
	t.Helper()
	e, err := vocabulary.NewEntry(id, anna.ID, original, "pneumonia", language, portstest.Now)
	require.NoError(t, err)
	require.NoError(t, vocab.Add(context.Background(), e, func(int) error { return nil }))
}

// A user's vocabulary is read once and then served from memory while its version stands; any
// change, through either replica's store, is seen by both at their next report.
func TestTheVocabularyIsKeptUntilItChanges(t *testing.T) {
	r := newReplicas(t)
	addEntry(t, r.store, "v1", "new monia", "en")
	addEntry(t, r.store, "v2", "lunge", "de")

	first := r.correct(t, r.one, "new monia on the left")
	assert.Equal(t, []string{"new monia"}, originals(first.Vocabulary), "the entries of the dictation language")
	assert.NotEmpty(t, first.VocabularyKey, "the writer may keep what it prepares")
	again := r.correct(t, r.one, "new monia again")
	assert.Equal(t, 1, r.store.vocabLists, "the second report reads no vocabulary")
	assert.Equal(t, first.VocabularyKey, again.VocabularyKey)
	assert.Equal(t, originals(first.Vocabulary), originals(again.Vocabulary))

	// The other replica reads it once for itself, then a change made there...
	r.correct(t, r.two, "new monia")
	assert.Equal(t, 2, r.store.vocabLists)
	addEntry(t, r.store, "v3", "plural a fusion", "en")
	// ...is seen by the first replica, which read nothing in between.
	changed := r.correct(t, r.one, "plural a fusion")
	assert.ElementsMatch(t, []string{"new monia", "plural a fusion"}, originals(changed.Vocabulary))
	assert.NotEqual(t, first.VocabularyKey, changed.VocabularyKey, "a new key for the writer")
	assert.Equal(t, 3, r.store.vocabLists)

	require.NoError(t, r.store.Delete(context.Background(), anna.ID, "v1"))
	deleted := r.correct(t, r.two, "new monia")
	assert.Equal(t, []string{"plural a fusion"}, originals(deleted.Vocabulary), "a deleted entry is gone at once")
	deleted = r.correct(t, r.one, "new monia")
	assert.Equal(t, []string{"plural a fusion"}, originals(deleted.Vocabulary))
}

// Macros are kept too, the user's and the shared ones, each until its own version moves: adding,
// changing, importing and deleting are each seen by the other replica at once.
func TestMacrosAreKeptUntilTheyChange(t *testing.T) {
	r := newReplicas(t)
	ctx := context.Background()
	macros := countingMacros{r.store}
	add := func(id, owner, name, text string) {
		t.Helper()
		m, err := macro.New(id, owner, name, "en", text, portstest.Now)
		require.NoError(t, err)
		require.NoError(t, macros.Add(ctx, m, func(int) error { return nil }))
	}
	add("m1", anna.ID, "normal chest", "Lungs clear.")
	add("s1", "", "normal brain", "Brain normal.")

	assert.Equal(t, "Lungs clear. Brain normal.", r.correct(t, r.one, "insert normal chest insert normal brain").Text)
	assert.Equal(t, "Lungs clear.", r.correct(t, r.one, "insert normal chest").Text)
	assert.Equal(t, 2, r.store.macroLists, "the user's and the shared macros read once")
	r.correct(t, r.one, "no macro here")
	assert.Equal(t, 2, r.store.macroLists, "a transcript without a macro word reads none")

	_, err := macros.Update(ctx, anna.ID, "m1", func(m *macro.Macro) error {
		return m.Edit("normal chest", "en", "The lungs are clear.", portstest.Now)
	})
	require.NoError(t, err)
	assert.Equal(t, "The lungs are clear.", r.correct(t, r.one, "insert normal chest").Text, "an update is seen")
	assert.Equal(t, 3, r.store.macroLists, "only the user's macros read again")

	imported, err := macro.New("m2", anna.ID, "normal spine", "en", "Spine normal.", portstest.Now)
	require.NoError(t, err)
	_, _, err = macros.Import(ctx, anna.ID, []macro.Macro{imported}, func(int) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, "Spine normal.", r.correct(t, r.one, "insert normal spine").Text, "an import is seen")

	require.NoError(t, macros.Delete(ctx, anna.ID, "m2"))
	assert.Equal(t, "insert normal spine", r.correct(t, r.one, "insert normal spine").Text, "a delete is seen")

	add("s2", "", "normal knee", "Knee normal.")
	assert.Equal(t, "Knee normal.", r.correct(t, r.one, "insert normal knee").Text, "a new shared macro is seen")
	assert.Equal(t, "Knee normal.", r.correct(t, r.two, "insert normal knee").Text)
}

// The cache holds at most its bound of entries; the least recently served user goes first.
func TestTheCacheIsBounded(t *testing.T) {
	c := newCorrectionCache(10)
	ctx := context.Background()
	list := func(n int) func(context.Context, string) ([]vocabulary.Entry, error) {
		return func(context.Context, string) ([]vocabulary.Entry, error) {
			return make([]vocabulary.Entry, n), nil
		}
	}
	v := versions{known: true}
	for _, user := range []string{"a", "b", "c"} {
		_, err := c.vocabulary(ctx, user, "en", v, list(2))
		require.NoError(t, err)
	}
	assert.LessOrEqual(t, c.users.Weight(), 10)
	_, kept := c.users.Get("c")
	assert.True(t, kept, "the user served last is kept")
	_, kept = c.users.Get("a")
	assert.False(t, kept, "the user served first went")

	_, err := c.vocabulary(ctx, "big", "en", v, list(50))
	require.NoError(t, err)
	assert.LessOrEqual(t, c.users.Weight(), 10, "a vocabulary larger than the bound is not kept")
	english := make([]vocabulary.Entry, 50)
	for i := range english {
		english[i].Language = "en"
	}
	_, err = c.vocabulary(ctx, "bigger", "en", v, func(context.Context, string) ([]vocabulary.Entry, error) { return english, nil })
	require.NoError(t, err)
	assert.LessOrEqual(t, c.users.Weight(), 10, "nor its entries of the language")
	assert.Zero(t, c.users.Len())
}
