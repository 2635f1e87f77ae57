package password

import (
	"crypto/rand"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHashAndVerify(t *testing.T) {
	h := NewHasher()
	encoded, err := h.Hash("Sonograf1e!")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(encoded, "$argon2id$v=19$m=19456,t=2,p=1$"), encoded)

	again, err := h.Hash("Sonograf1e!")
	require.NoError(t, err)
	assert.NotEqual(t, encoded, again, "every hash has its own salt")

	tests := []struct {
		password string
		want     bool
	}{
		{"Sonograf1e!", true},
		{"sonograf1e!", false},
		{"Sonograf1e", false},
		{"", false},
		{"Sonograf1e!" + strings.Repeat("x", 100), false},
	}
	for _, tt := range tests {
		ok, err := h.Verify(tt.password, encoded)
		require.NoError(t, err)
		assert.Equal(t, tt.want, ok, tt.password)
	}
}

func TestLongPasswordsAreNotTruncated(t *testing.T) {
	h := NewHasher()
	long := strings.Repeat("a", 128)
	encoded, err := h.Hash(long)
	require.NoError(t, err)
	ok, _ := h.Verify(long[:127]+"b", encoded)
	assert.False(t, ok)
}

func TestVerifyUsesTheHashsOwnCost(t *testing.T) {
	cheap := &Hasher{params: Params{MemoryKiB: 8 * 1024, Iterations: 1, Parallelism: 1, SaltLength: 16, KeyLength: 32}, random: rand.Reader}
	encoded, err := cheap.Hash("Sonograf1e!")
	require.NoError(t, err)
	ok, err := NewHasher().Verify("Sonograf1e!", encoded)
	require.NoError(t, err)
	assert.True(t, ok)
}

func TestMalformedHashes(t *testing.T) {
	h := NewHasher()
	for _, encoded := range []string{"", "plain", "$2a$10$bcrypt", "$argon2i$v=19$m=1,t=1,p=1$c2FsdA$a2V5", "$argon2id$v=18$m=1,t=1,p=1$c2FsdA$a2V5", "$argon2id$v=19$m=x$c2FsdA$a2V5", "$argon2id$v=19$m=1,t=1,p=1$!!$a2V5", "$argon2id$v=19$m=1,t=1,p=1$c2FsdA$"} {
		_, err := h.Verify("x", encoded)
		assert.Error(t, err, encoded)
	}
	tooLong := "$argon2id$v=19$m=1,t=1,p=1$c2FsdA$" + base64.RawStdEncoding.EncodeToString(make([]byte, maxKeyLength+1))
	_, err := h.Verify("x", tooLong)
	assert.Error(t, err, "a key longer than any the hasher writes")
}

func BenchmarkHash(b *testing.B) {
	h := NewHasher()
	for b.Loop() {
		if _, err := h.Hash("Sonograf1e!"); err != nil {
			b.Fatal(err)
		}
	}
}
