package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/application/migration"
	"github.com/radscribe/radscribe/config"
)

// errSomeRefused ends import-users with exit code 1 after its summary when a line was refused.
var errSomeRefused = errors.New("some accounts were not imported; see the lines above")

// importUsers brings in the accounts of the previous sign-in provider from a CSV or JSON file
// (id, email, firstName, lastName, authProvider) and prints what it did.
func importUsers(ctx context.Context, cfg config.Database, logger *slog.Logger, path string, stdout, stderr io.Writer) error {
	raw, err := os.ReadFile(path) // #nosec G304 -- the operator names the file to import on the command line
	if err != nil {
		return err
	}
	records, err := parseImport(path, raw)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	db, cleanup, err := store.ProvideMigratedDB(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer cleanup()
	service := migration.NewService(store.NewUsers(db), store.NewAccountMigrations(db), nil, nil, system.Clock{}, system.IDGenerator{}, logger)
	summary, err := service.Import(ctx, records)
	for _, line := range summary.Errors {
		fmt.Fprintln(stderr, line)
	}
	fmt.Fprintf(stdout, "Imported %d account(s), %d already present, %d refused.\n", summary.Created, summary.Unchanged, len(summary.Errors))
	if err != nil {
		return err
	}
	if len(summary.Errors) > 0 {
		return errSomeRefused
	}
	return nil
}

// importRecord is a JSON record; the CSV header names the same fields.
type importRecord struct {
	ID           string `json:"id"`
	Email        string `json:"email"`
	FirstName    string `json:"firstName"`
	LastName     string `json:"lastName"`
	AuthProvider string `json:"authProvider"`
}

// parseImport reads a JSON array (a .json file, or content starting with "[") or a CSV file
// with a header row. Lines count from 1; a JSON record's line is its position in the array.
func parseImport(path string, raw []byte) ([]migration.Record, error) {
	trimmed := bytes.TrimSpace(raw)
	if strings.EqualFold(filepath.Ext(path), ".json") || bytes.HasPrefix(trimmed, []byte("[")) {
		var list []importRecord
		if err := json.Unmarshal(trimmed, &list); err != nil {
			return nil, fmt.Errorf("not a JSON array of accounts: %w", err)
		}
		records := make([]migration.Record, len(list))
		for i, r := range list {
			records[i] = migration.Record{Line: i + 1, ID: r.ID, Email: r.Email, FirstName: r.FirstName, LastName: r.LastName, AuthProvider: r.AuthProvider}
		}
		return records, nil
	}
	reader := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))))
	reader.FieldsPerRecord = -1
	rows, err := reader.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("not a CSV file: %w", err)
	}
	if len(rows) == 0 {
		return nil, errors.New("the file is empty; the first line names the columns: id,email,firstName,lastName,authProvider")
	}
	columns := map[string]int{}
	for i, name := range rows[0] {
		columns[strings.ToLower(strings.TrimSpace(name))] = i
	}
	if _, ok := columns["email"]; !ok {
		return nil, errors.New("the first line must name the columns, email among them: id,email,firstName,lastName,authProvider")
	}
	cell := func(row []string, name string) string {
		if i, ok := columns[strings.ToLower(name)]; ok && i < len(row) {
			return strings.TrimSpace(row[i])
		}
		return ""
	}
	var records []migration.Record
	for n, row := range rows[1:] {
		if len(row) == 1 && strings.TrimSpace(row[0]) == "" {
			continue
		}
		records = append(records, migration.Record{Line: n + 2, ID: cell(row, "id"), Email: cell(row, "email"),
			FirstName: cell(row, "firstName"), LastName: cell(row, "lastName"), AuthProvider: cell(row, "authProvider")})
	}
	return records, nil
}
