// Package speechtest holds what the speech adapters' tests and benchmarks share: synthetic
// speech whose words a test engine can read back exactly (Speak, Hear), and in-process servers
// speaking each vendor's live protocol with such an engine behind them. Tests only.
package speechtest
