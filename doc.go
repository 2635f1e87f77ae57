// Package radscribe is the composition root: wire.go declares how the adapters, the
// application and the configuration fit together, and wire_gen.go is the generated wiring.
package radscribe
