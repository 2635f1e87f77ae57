package main

import (
	"encoding/csv"
	"fmt"
	"os"
)

// readTable reads a CSV file with a header row: the rows after it, and each column's index by
// its name, checking that the named columns exist.
func readTable(path string, required ...string) ([][]string, map[string]int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(rows) == 0 {
		return nil, nil, fmt.Errorf("read %s: empty", path)
	}
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	for _, name := range required {
		if _, ok := col[name]; !ok {
			return nil, nil, fmt.Errorf("read %s: no %s column", path, name)
		}
	}
	return rows[1:], col, nil
}
