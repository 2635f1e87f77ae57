package portstest

import (
	"fmt"
	"sync"
)

// SequentialIDs implements ports.IDGenerator with predictable ids: id-1, id-2, and so on.
type SequentialIDs struct {
	mu   sync.Mutex
	last int
}

// NewID returns the next id.
func (g *SequentialIDs) NewID() (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.last++
	return fmt.Sprintf("id-%d", g.last), nil
}
