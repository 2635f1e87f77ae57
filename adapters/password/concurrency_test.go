package password

import (
	"crypto/rand"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// No more hashes run at once than there are processors: one more waits for a free one.
func TestHashesWaitForAFreeProcessor(t *testing.T) {
	cheap := &Hasher{params: Params{MemoryKiB: 64, Iterations: 1, Parallelism: 1, SaltLength: 16, KeyLength: 32}, random: rand.Reader}
	for range runtime.GOMAXPROCS(0) {
		hashing <- struct{}{} // every processor busy
	}
	done := make(chan error, 1)
	go func() {
		_, err := cheap.Hash("Sonograf1e!")
		done <- err
	}()
	select {
	case <-done:
		t.Fatal("a hash ran while every processor was busy")
	case <-time.After(100 * time.Millisecond):
	}
	<-hashing // one processor frees up
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("the hash did not run once a processor was free")
	}
	for range runtime.GOMAXPROCS(0) - 1 {
		<-hashing
	}
	assert.Empty(t, hashing, "every slot given back")
}
