package auth

import (
	"context"
	"crypto/sha256"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hermes-agent/hermes/libs/principal"
)

// ReloadInterval is how often a watched file is read again: a revoked key
// stops working within about a second, without a restart.
const ReloadInterval = time.Second

// File is a credentials file that is parsed once at start and again
// whenever its content changes. A change that does not parse is logged and
// the previous content stays in force, so a typo cannot lock every caller
// out; the next good save takes effect.
type File[T any] struct {
	path   string
	parse  func(path string, data []byte) (T, error)
	logger *slog.Logger
	cur    atomic.Pointer[T]

	mu     sync.Mutex // serialises reloads
	digest [sha256.Size]byte
}

// Watch parses path now and returns the file, ready to Run.
func Watch[T any](path string, parse func(path string, data []byte) (T, error), logger *slog.Logger) (*File[T], error) {
	f := &File[T]{path: path, parse: parse, logger: logger}
	if _, err := f.Reload(); err != nil {
		return nil, err
	}
	return f, nil
}

// Current returns the content in force.
func (f *File[T]) Current() T { return *f.cur.Load() }

// Reload reads the file again; changed reports whether new content took
// effect. An error leaves the previous content in force.
func (f *File[T]) Reload() (changed bool, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	data, err := os.ReadFile(f.path)
	if err != nil {
		return false, fmt.Errorf("%s: %w", f.path, err)
	}
	d := sha256.Sum256(data)
	if f.cur.Load() != nil && d == f.digest {
		return false, nil
	}
	v, err := f.parse(f.path, data)
	if err != nil {
		return false, err
	}
	f.cur.Store(&v)
	f.digest = d
	return true, nil
}

// Run reloads the file every interval and whenever hup delivers (SIGHUP),
// until ctx is done.
func (f *File[T]) Run(ctx context.Context, interval time.Duration, hup <-chan os.Signal) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-hup:
		}
		changed, err := f.Reload()
		switch {
		case err != nil:
			f.logger.Error("reloading credentials failed; the previous content stays in force", "file", f.path, "error", err)
		case changed:
			f.logger.Info("credentials reloaded", "file", f.path)
		}
	}
}

// KeyFile is the API-key file, reloaded on change.
type KeyFile struct{ *File[*Keys] }

// WatchKeys loads the API-key file at path.
func WatchKeys(path string, logger *slog.Logger) (KeyFile, error) {
	f, err := Watch(path, ParseKeys, logger)
	return KeyFile{f}, err
}

// Authenticate authenticates against the keys in force.
func (k KeyFile) Authenticate(ctx context.Context) (context.Context, error) {
	return k.Current().Authenticate(ctx)
}

// Lookup resolves a key against the keys in force.
func (k KeyFile) Lookup(key string) (principal.Principal, bool) {
	return k.Current().Lookup(key)
}
