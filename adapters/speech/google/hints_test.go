package google

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSpeechContextsKeepsGooglesLimits(t *testing.T) {
	t.Run("none", func(t *testing.T) {
		assert.Nil(t, speechContexts(nil))
		assert.Nil(t, speechContexts([]string{"", "  "}))
	})
	t.Run("phrase length counts characters, not bytes", func(t *testing.T) {
		umlauts := strings.Repeat("ü", 100) // 200 bytes
		got := speechContexts([]string{umlauts, strings.Repeat("ü", 101)})
		require.Len(t, got, 1)
		assert.Equal(t, []string{umlauts}, got[0].GetPhrases())
	})
	t.Run("at most 5000 phrases", func(t *testing.T) {
		var hints []string
		for i := range 6000 {
			hints = append(hints, fmt.Sprintf("t%d", i))
		}
		phrases := speechContexts(hints)[0].GetPhrases()
		assert.Len(t, phrases, 5000)
		assert.Equal(t, "t0", phrases[0])
		assert.Equal(t, "t4999", phrases[4999])
	})
	t.Run("at most 100000 characters in all", func(t *testing.T) {
		var hints []string
		for i := range 2000 {
			hints = append(hints, fmt.Sprintf("%099d", i)) // 99 characters each
		}
		phrases := speechContexts(hints)[0].GetPhrases()
		assert.Len(t, phrases, 100000/99)
	})
}
