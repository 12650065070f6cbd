// Command embedded-db runs FerretDB v1 on SQLite as a local MongoDB-compatible
// server for `npm start` and the test suites (no mongod can be downloaded here).
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", "", "folder holding the SQLite files (created if missing)")
	addr := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	flag.Parse()

	if *dir == "" {
		fmt.Fprintln(os.Stderr, "embedded-db: -dir is required")
		os.Exit(2)
	}
	abs, err := filepath.Abs(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "embedded-db:", err)
		os.Exit(2)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		fmt.Fprintln(os.Stderr, "embedded-db:", err)
		os.Exit(2)
	}

	// One engine per folder: two would write the same SQLite files without knowing of each other
	// (say `npm run backup` while `npm start` runs). The lock goes with the process, however it ends.
	lock, err := os.OpenFile(filepath.Join(abs, ".lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, "embedded-db:", err)
		os.Exit(2)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		fmt.Fprintln(os.Stderr, "embedded-db: another engine is already running on", abs)
		os.Exit(3)
	}

	// Error level: FerretDB logs every connection at info and unsupported driver commands (endSessions) at warn.
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
		Logger:    logger,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "embedded-db:", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		db.Run(ctx)
		close(done)
	}()

	go newIDIndexKeeper(abs, logger).run(ctx, time.Second)

	// Callers wait for this line before connecting.
	fmt.Println("ready", db.MongoDBURI())
	<-done
}
