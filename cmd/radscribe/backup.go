package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// backup writes a consistent copy of the SQLite database to path and says where and how big.
func backup(ctx context.Context, cfg config.Database, path string, stdout io.Writer) error {
	if err := store.BackupSQLite(ctx, cfg, path); err != nil {
		return err
	}
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Wrote a copy of the database to %s (%d bytes). To restore it, stop the server, "+
		"put the copy in place of the database file and start the server (docs/operations.md).\n", path, info.Size())
	return nil
}
