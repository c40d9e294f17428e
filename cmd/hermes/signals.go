package main

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/mattn/go-isatty"
)

// interrupter lets a command handle Ctrl-C itself instead of being
// cancelled by it.
type interrupter interface {
	// Trap delivers Ctrl-C to the returned channel until release is
	// called.
	Trap() (c <-chan os.Signal, release func())
}

// signals cancels the command's context on SIGTERM, and on Ctrl-C unless
// a command has trapped Ctrl-C (hermes run on a terminal asks whether to
// cancel the task instead of just leaving).
type signals struct {
	mu   sync.Mutex
	trap chan os.Signal
}

// watchSignals returns the command's context and the signals that end
// it; stop releases them.
func watchSignals(parent context.Context) (context.Context, *signals, func()) {
	ctx, cancel := context.WithCancel(parent)
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	s := &signals{}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case sig := <-c:
				if sig == os.Interrupt && s.deliver(sig) {
					continue
				}
				cancel()
			case <-done:
				return
			}
		}
	}()
	return ctx, s, func() {
		signal.Stop(c)
		close(done)
		cancel()
	}
}

func (s *signals) deliver(sig os.Signal) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.trap == nil {
		return false
	}
	select {
	case s.trap <- sig:
	default: // one pending Ctrl-C is enough
	}
	return true
}

// Trap implements interrupter.
func (s *signals) Trap() (<-chan os.Signal, func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := make(chan os.Signal, 1)
	s.trap = c
	return c, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.trap == c {
			s.trap = nil
		}
	}
}

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}
