// Package password hashes passwords with argon2id in the PHC string format.
package password

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are argon2id's cost settings. Defaults follows OWASP's minimum: 19 MiB, 2 passes.
type Params struct {
	MemoryKiB   uint32
	Iterations  uint32
	Parallelism uint8
	SaltLength  int
	KeyLength   uint32
}

// Defaults is what new hashes use.
var Defaults = Params{MemoryKiB: 19 * 1024, Iterations: 2, Parallelism: 1, SaltLength: 16, KeyLength: 32}

var errMalformed = errors.New("malformed argon2id hash")

// maxKeyLength bounds the key length a stored hash may ask Verify to compute; the hasher
// writes 32-byte keys.
const maxKeyLength = 1024

// hashing bounds the argon2 computations running at once to the number of processors. Each
// holds its memory cost (19 MiB by default) while it runs, and more at once than there are
// processors finish no sooner: a burst of sign-ins would only pile up memory (200 at once held
// 3.7 GB of allocations, the server's RSS grew by 300 MB).
var hashing = make(chan struct{}, runtime.GOMAXPROCS(0))

// idKey is argon2id's key of password, computed when a processor is free.
func idKey(password, salt []byte, p Params, keyLength uint32) []byte {
	hashing <- struct{}{}
	defer func() { <-hashing }()
	return argon2.IDKey(password, salt, p.Iterations, p.MemoryKiB, p.Parallelism, keyLength)
}

// Hasher implements ports.PasswordHasher.
type Hasher struct {
	params Params
	random io.Reader
}

// NewHasher returns a hasher with the default cost and salts from the system's CSPRNG.
func NewHasher() *Hasher { return NewHasherWithCost(Defaults) }

// NewHasherWithCost returns a hasher whose new hashes use p; Verify reads each hash's own cost
// either way. Whole-app tests use a low cost, so dozens of sign-ups under the race detector stay
// within a request's deadline.
func NewHasherWithCost(p Params) *Hasher { return &Hasher{params: p, random: rand.Reader} }

// Hash returns $argon2id$v=19$m=...,t=...,p=...$salt$key.
func (h *Hasher) Hash(password string) (string, error) {
	salt := make([]byte, h.params.SaltLength)
	if _, err := io.ReadFull(h.random, salt); err != nil {
		return "", fmt.Errorf("password salt: %w", err)
	}
	p := h.params
	key := idKey([]byte(password), salt, p, p.KeyLength)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.MemoryKiB, p.Iterations, p.Parallelism,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// Verify checks password against an encoded hash in constant time, using the hash's own cost
// so that raising the defaults never locks out existing users.
func (h *Hasher) Verify(password, encoded string) (bool, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errMalformed
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errMalformed
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.MemoryKiB, &p.Iterations, &p.Parallelism); err != nil {
		return false, errMalformed
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, errMalformed
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil {
		return false, errMalformed
	}
	keyLength := len(want)
	if keyLength == 0 || keyLength > maxKeyLength {
		return false, errMalformed
	}
	got := idKey([]byte(password), salt, p, uint32(keyLength))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}
