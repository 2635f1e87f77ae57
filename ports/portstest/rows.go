package portstest

import (
	"slices"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// rowsWhere returns the rows of table that match, in the order compare gives, as a query with
// WHERE and ORDER BY would; the slice is the caller's to keep.
func rowsWhere[V any](table map[string]V, match func(V) bool, compare func(a, b V) int) []V {
	var out []V
	for _, row := range table {
		if match(row) {
			out = append(out, row)
		}
	}
	slices.SortFunc(out, compare)
	return out
}

// deleteWhere deletes the rows of table that match and returns how many.
func deleteWhere[V any](table map[string]V, match func(V) bool) int {
	n := 0
	for key, row := range table {
		if match(row) {
			delete(table, key)
			n++
		}
	}
	return n
}

// countWhere counts the rows of table that match.
func countWhere[V any](table map[string]V, match func(V) bool) int {
	n := 0
	for _, row := range table {
		if match(row) {
			n++
		}
	}
	return n
}

// newestFirst orders rows by creation time, newest first, then by id, as the stores list a
// user's vocabulary and saved prompts.
func newestFirst(aCreated, bCreated time.Time, aID, bID string) int {
	if c := bCreated.Compare(aCreated); c != 0 {
		return c
	}
	return compareStrings(aID, bID)
}

// compareStrings compares the first pair that differs, like ORDER BY over several columns.
func compareStrings(pairs ...string) int {
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i] != pairs[i+1] {
			if pairs[i] < pairs[i+1] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// deleteRow removes the row id when owned says it may; ErrNotFound otherwise.
func deleteRow[V any](table map[string]V, id string, owned func(V) bool) error {
	row, ok := table[id]
	if !ok || !owned(row) {
		return ports.ErrNotFound
	}
	delete(table, id)
	return nil
}

// updateRow is the repositories' Update: change modifies a copy of row id, which is stored
// unless change fails. keep copies what a change may never alter (the id, the creation time)
// from the stored row; clashes, when set, reports a unique column another row already holds.
func updateRow[V any](table map[string]V, id string, change func(*V) error, keep func(next *V, stored V), clashes func(V) bool) (V, error) {
	var zero V
	stored, ok := table[id]
	if !ok {
		return zero, ports.ErrNotFound
	}
	next := stored
	if err := change(&next); err != nil {
		return zero, err
	}
	keep(&next, stored)
	if clashes != nil && clashes(next) {
		return zero, ports.ErrConflict
	}
	table[id] = next
	return next, nil
}

// rowByKey returns the row stored under key; ErrNotFound when there is none.
func rowByKey[V any](table map[string]V, key string) (V, error) {
	row, ok := table[key]
	if !ok {
		return row, ports.ErrNotFound
	}
	return row, nil
}

// insertRow stores row under key. A taken key, or a unique column that another row already
// holds (clashes, when set), is ErrConflict, as the database's unique indexes answer.
func insertRow[V any](table map[string]V, key string, row V, clashes func(V) bool) error {
	if _, taken := table[key]; taken || (clashes != nil && clashes(row)) {
		return ports.ErrConflict
	}
	table[key] = row
	return nil
}
