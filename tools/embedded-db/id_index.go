package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// FerretDB v1's SQLite backend looks documents up by `_ferretdb_sjson->'$._id'` (find, update and
// delete by _id), but indexes `_ferretdb_sjson->"_id"`. SQLite only uses an expression index for the
// identical expression, so every lookup by _id scans the whole table and gets slower with each
// document. idIndexKeeper adds the index those lookups can use to every collection table: once at
// start and then every interval for collections created since. It only adds indexes; FerretDB does
// not list them, and dropping a collection drops them with its table.
type idIndexKeeper struct {
	dir    string
	logger *slog.Logger
}

// metadataTable lists a database's collections and their tables (FerretDB's own bookkeeping).
const metadataTable = "_ferretdb_collections"

func newIDIndexKeeper(dir string, logger *slog.Logger) *idIndexKeeper {
	return &idIndexKeeper{dir: dir, logger: logger}
}

func (k *idIndexKeeper) run(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()

	for {
		k.pass(ctx)

		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// pass indexes every table that lacks the lookup index, in every database file of the folder.
func (k *idIndexKeeper) pass(ctx context.Context) {
	files, err := filepath.Glob(filepath.Join(k.dir, "*.sqlite"))
	if err != nil {
		return
	}

	for _, file := range files {
		if err := k.indexDatabase(ctx, file); err != nil && ctx.Err() == nil {
			k.logger.Error("embedded-db: _id lookup index", "file", file, "error", err)
		}
	}
}

func (k *idIndexKeeper) indexDatabase(ctx context.Context, file string) error {
	// Opened for each pass and never created (mode=rw): a database FerretDB drops must stay dropped.
	// FerretDB's connections use WAL and a 10 s busy timeout, so the short index writes wait their turn.
	db, err := sql.Open("sqlite", "file:"+file+"?mode=rw&_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()

	var hasMetadata int
	if err := db.QueryRowContext(ctx,
		"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", metadataTable,
	).Scan(&hasMetadata); err != nil {
		if _, statErr := os.Stat(file); statErr != nil {
			return nil // dropped meanwhile
		}
		return err
	}
	if hasMetadata == 0 {
		return nil
	}

	rows, err := db.QueryContext(ctx, fmt.Sprintf(
		`SELECT m.table_name FROM %q m WHERE NOT EXISTS (
			SELECT 1 FROM sqlite_master s WHERE s.type = 'index' AND s.name = m.table_name || '__id_lookup')`,
		metadataTable,
	))
	if err != nil {
		return err
	}

	var tables []string
	for rows.Next() {
		var table string
		if err := rows.Scan(&table); err != nil {
			rows.Close()
			return err
		}

		tables = append(tables, table)
	}

	rows.Close()

	for _, table := range tables {
		// The table may have been dropped since it was listed: IF EXISTS is not available for tables in
		// CREATE INDEX, so a "no such table" error is expected and ignored.
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (_ferretdb_sjson->'$._id')`, table+"__id_lookup", table)
		if _, err := db.ExecContext(ctx, q); err != nil && !strings.Contains(err.Error(), "no such table") {
			return err
		}
	}

	return nil
}
