package system

import (
	"fmt"

	"github.com/google/uuid"
)

// IDGenerator implements ports.IDGenerator with random (version 4) UUIDs from the operating
// system's CSPRNG.
type IDGenerator struct{}

// NewID returns a new UUID.
func (IDGenerator) NewID() (string, error) {
	id, err := uuid.NewRandom()
	if err != nil {
		return "", fmt.Errorf("random id: %w", err)
	}
	return id.String(), nil
}
