// Package dictation holds the rules for dictated text, such as turning spoken punctuation
// ("comma", "neuer Absatz") into punctuation marks.
package dictation
