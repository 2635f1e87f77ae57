// Package portstest holds what tests need to stand in for the outside world: in-memory
// implementations of the repository ports, one contract suite per repository port that every
// implementation must pass (the in-memory ones here, the database adapters on SQLite and
// PostgreSQL), and a fixed clock and predictable ids. Use-case tests use the in-memory
// implementations, so a use case is tested against a store that behaves like the real one.
package portstest
