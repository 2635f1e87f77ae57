package auth

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"

	"github.com/radscribe/radscribe/domain/account"
)

// secretBytes is the entropy of session ids and reset tokens: 256 bits.
const secretBytes = 32

// newSecret returns a random URL-safe secret.
func (s *Service) newSecret() (string, error) {
	b := make([]byte, secretBytes)
	if _, err := io.ReadFull(s.random, b); err != nil {
		return "", fmt.Errorf("random secret: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// hashSecret is how session ids and reset tokens are stored: a leaked table yields nothing
// usable, and the secrets carry enough entropy that no salt or slow hash is needed.
func hashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// hashCode binds a six-digit code to its account before hashing it.
func hashCode(userID, code string) string {
	return hashSecret(userID + ":" + code)
}

func codeMatches(c account.VerificationCode, code string) bool {
	return subtle.ConstantTimeCompare([]byte(c.CodeHash), []byte(hashCode(c.UserID, code))) == 1
}

// newCode draws a uniform six-digit code by rejection sampling.
func (s *Service) newCode() (string, error) {
	const limit = (1 << 32) / 1_000_000 * 1_000_000
	b := make([]byte, 4)
	for {
		if _, err := io.ReadFull(s.random, b); err != nil {
			return "", fmt.Errorf("random code: %w", err)
		}
		if n := binary.BigEndian.Uint32(b); n < limit {
			return account.FormatCode(n), nil
		}
	}
}
