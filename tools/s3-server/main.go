// Command s3-server runs an in-memory S3-compatible server (gofakes3) on loopback, so the API's
// S3 storage driver is tested against a real HTTP server speaking the S3 protocol, not a mock.
// Test use only: it checks no signatures and keeps everything in memory.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

func fail(err error) {
	fmt.Fprintln(os.Stderr, "s3-server:", err)
	os.Exit(1)
}

func main() {
	addr := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (port 0: any free port)")
	buckets := flag.String("buckets", "", "comma-separated buckets to create at start")
	flag.Parse()

	backend := s3mem.New()
	for _, name := range strings.Split(*buckets, ",") {
		if name = strings.TrimSpace(name); name != "" {
			if err := backend.CreateBucket(name); err != nil {
				fail(err)
			}
		}
	}

	// Listening before printing the address: the caller never races for the port.
	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		fail(err)
	}
	server := &http.Server{Handler: gofakes3.New(backend).Server(), ReadHeaderTimeout: 10 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = server.Shutdown(shutdown)
	}()

	// Callers wait for this line before connecting.
	fmt.Println("ready", "http://"+listener.Addr().String())
	if err := server.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fail(err)
	}
}
