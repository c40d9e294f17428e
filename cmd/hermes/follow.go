package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/live"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// follower prints the events of a run as they arrive: JSON lines, the
// plain log when piped, or on a terminal the coloured log with a status
// line, Ctrl-C asking whether to cancel the task.
type follower struct {
	e      *env
	client hermesv1.GatewayServiceClient
	addr   string
	asJSON bool
	out    *live.Output

	mu     sync.Mutex // held while printing an event, and while a prompt is open
	execID string
	left   atomic.Bool   // the user stopped following with the task running
	answer <-chan string // lines typed on stdin, read once a prompt needs them
}

func newFollower(e *env, client hermesv1.GatewayServiceClient, addr string, asJSON bool) *follower {
	return &follower{e: e, client: client, addr: addr, asJSON: asJSON,
		out: live.New(e.stdout, printer(e, addr), e.terminal && !asJSON, time.Now)}
}

// interactive reports whether Ctrl-C asks before leaving.
func (f *follower) interactive() bool {
	return f.e.terminal && !f.asJSON && f.e.interrupts != nil && f.e.stdin != nil
}

// follow prints events from recv until the stream ends and returns the
// last one. stop ends the stream early (a second Ctrl-C).
func (f *follower) follow(ctx context.Context, recv func() (*hermesv1.TaskEvent, error), stop context.CancelFunc) (*hermesv1.TaskEvent, error) {
	if f.e.terminal && !f.asJSON {
		tctx, cancelTicks := context.WithCancel(ctx)
		defer cancelTicks()
		go f.tick(tctx)
	}
	if f.interactive() {
		intr, release := f.e.interrupts.Trap()
		defer release()
		ictx, done := context.WithCancel(ctx)
		defer done()
		go f.interrupts(ictx, intr, stop)
	}
	var last *hermesv1.TaskEvent
	for {
		ev, err := recv()
		if errors.Is(err, io.EOF) {
			f.out.Pause()
			return last, nil
		}
		if err != nil {
			f.out.Pause()
			return last, err
		}
		last = ev
		f.print(ev)
	}
}

func (f *follower) print(ev *hermesv1.TaskEvent) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.execID == "" {
		f.execID = ev.GetExecutionId()
	}
	if f.asJSON {
		b, _ := protojson.Marshal(ev)
		fmt.Fprintln(f.e.stdout, string(b))
		return
	}
	f.out.Event(ev)
}

// tick redraws the status line every second while nothing prints.
func (f *follower) tick(ctx context.Context) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			f.mu.Lock()
			f.out.Tick()
			f.mu.Unlock()
		}
	}
}

// interrupts handles Ctrl-C: it asks whether to cancel the task; yes
// cancels it and goes on following until the task records its end; a
// second Ctrl-C at the prompt stops following and leaves the task running.
func (f *follower) interrupts(ctx context.Context, intr <-chan os.Signal, stop context.CancelFunc) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-intr:
		}
		if !f.ask(ctx, intr) {
			f.left.Store(true)
			stop()
			return
		}
	}
}

// ask puts the question; it returns false to stop following. Events wait
// while the prompt is open.
func (f *follower) ask(ctx context.Context, intr <-chan os.Signal) (keepFollowing bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.out.Pause()
	id := f.execID
	if id == "" {
		fmt.Fprintln(f.e.stderr, "\nhermes: interrupted before the task started")
		return false
	}
	fmt.Fprintf(f.e.stderr, "\ncancel task %s? [y/N] (Ctrl-C again leaves it running) ", id)
	if f.answer == nil {
		f.answer = readLines(f.e.stdin)
	}
	select {
	case <-ctx.Done():
		return true
	case <-intr:
	case a, ok := <-f.answer:
		if !ok {
			break // stdin is closed: nobody can answer
		}
		if a != "y" && a != "yes" {
			fmt.Fprintln(f.e.stderr, "not cancelled; following on")
			return true
		}
		if _, err := f.client.CancelTask(ctx, &hermesv1.CancelTaskRequest{ExecutionId: id, Reason: "cancelled with Ctrl-C in hermes run"}); err != nil {
			fmt.Fprintf(f.e.stderr, "hermes: cancel: %v\n", rpcError(f.addr, err))
			return true
		}
		fmt.Fprintln(f.e.stderr, "cancelling; waiting for the task to record its end")
		return true
	}
	fmt.Fprintf(f.e.stderr, "\nhermes: stopped following; the task runs on: hermes watch %s\n", id)
	return false
}

// readLines delivers the lines typed on r.
func readLines(r io.Reader) <-chan string {
	c := make(chan string)
	go func() {
		defer close(c)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			c <- strings.TrimSpace(sc.Text())
		}
	}()
	return c
}
