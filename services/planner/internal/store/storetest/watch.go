package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// runWatch is the part of the contract about Watch: history then live
// events, events written together, lingers and their end.
func runWatch(t *testing.T, newStore func(t *testing.T) store.Store) {
	t.Run("events are numbered and replayed then live", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "w", "")
		for i := range 3 {
			ev, err := run.Append(ctx, task.Event{ExecutionID: "w", Kind: task.EventToolCall, Message: fmt.Sprint(i)})
			must(t, err)
			if ev.Seq != int64(i+1) {
				t.Fatalf("seq = %d, want %d", ev.Seq, i+1)
			}
		}
		var mu sync.Mutex
		var got []task.Event
		done := make(chan error, 1)
		go func() {
			done <- s.Watch(ctx, "w", 1, store.Each(func(ev task.Event) error {
				mu.Lock()
				got = append(got, ev)
				mu.Unlock()
				return nil
			}))
		}()
		_, err := run.Append(ctx, task.Event{ExecutionID: "w", Kind: task.EventStepComplete, SubtaskID: "a", Tool: "t",
			Fields: map[string]string{"rows": "3"}})
		must(t, err)
		finish(t, run, "w")
		select {
		case err := <-done:
			must(t, err)
		case <-time.After(10 * time.Second):
			t.Fatal("Watch did not return after the final event")
		}
		mu.Lock()
		defer mu.Unlock()
		var seqs []int64
		for _, ev := range got {
			seqs = append(seqs, ev.Seq)
		}
		if fmt.Sprint(seqs) != "[2 3 4 5]" {
			t.Fatalf("watched seqs %v, want [2 3 4 5] (history after 1, live, then TASK_DONE)", seqs)
		}
		if ev := got[2]; ev.Kind != task.EventStepComplete || ev.SubtaskID != "a" || ev.Tool != "t" || ev.Fields["rows"] != "3" || ev.ExecutionID != "w" {
			t.Errorf("event read back as %+v", ev)
		}
		if got[1].Message != "2" {
			t.Errorf("event 3 message %q, want 2", got[1].Message)
		}
	})
	t.Run("events written together are watched together", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "g", "")
		_, err := run.Append(ctx, task.Event{ExecutionID: "g", Kind: task.EventTaskStart})
		must(t, err)
		next, done := watchCalls(t, s, "g")
		next("[TASK_START]")
		must(t, run.Write(ctx, nil, []task.Event{{ExecutionID: "g", Kind: task.EventToolSelect}, {ExecutionID: "g", Kind: task.EventToolCall}}))
		next("[TOOL_SELECT TOOL_CALL]")
		finish(t, run, "g")
		next("[TASK_DONE]")
		must(t, <-done)
		// A late watcher receives the history at once.
		var calls int
		must(t, s.Watch(ctx, "g", 0, func(evs []task.Event) error { calls++; return nil }))
		if calls != 1 {
			t.Errorf("history delivered in %d calls, want 1", calls)
		}
	})
	t.Run("a linger holds progress until an urgent event", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "l", "")
		_, err := run.Append(ctx, task.Event{ExecutionID: "l", Kind: task.EventTaskStart})
		must(t, err)
		next, done := watchCalls(t, s, "l", store.Linger(time.Hour))
		next("[TASK_START]") // the history goes at once
		for _, k := range []task.EventKind{task.EventToolSelect, task.EventToolCall, task.EventToolResult} {
			_, err := run.Append(ctx, task.Event{ExecutionID: "l", Kind: k})
			must(t, err)
		}
		_, err = run.Append(ctx, task.Event{ExecutionID: "l", Kind: task.EventApprovalRequired})
		must(t, err)
		next("[TOOL_SELECT TOOL_CALL TOOL_RESULT APPROVAL_REQUIRED]")
		_, err = run.Append(ctx, task.Event{ExecutionID: "l", Kind: task.EventStepComplete})
		must(t, err)
		finish(t, run, "l")
		next("[STEP_COMPLETE TASK_DONE]")
		must(t, <-done)
	})
	t.Run("progress held goes when the linger ends", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "p", "")
		got := make(chan int64, 4)
		done := make(chan error, 1)
		go func() {
			done <- s.Watch(ctx, "p", 0, store.Each(func(ev task.Event) error { got <- ev.Seq; return nil }),
				store.Linger(20*time.Millisecond))
		}()
		_, err := run.Append(ctx, task.Event{ExecutionID: "p", Kind: task.EventToolCall})
		must(t, err)
		select {
		case seq := <-got:
			if seq != 1 {
				t.Errorf("watched seq %d, want 1", seq)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("a progress event was held past its linger with nothing after it")
		}
		finish(t, run, "p")
		must(t, <-done)
	})
	t.Run("watch of an ended execution returns", func(t *testing.T) {
		s := newStore(t)
		finish(t, begin(t, s, "x", ""), "x")
		if n := len(watched(t, s, "x", 0)); n != 1 {
			t.Errorf("replayed %d events, want 1", n)
		}
		if n := len(watched(t, s, "x", 99)); n != 0 {
			t.Errorf("replayed %d events after 99, want 0", n)
		}
	})
	t.Run("watch stops on ctx", func(t *testing.T) {
		s := newStore(t)
		begin(t, s, "c", "")
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := s.Watch(ctx, "c", 0, store.Each(func(task.Event) error { return nil })); !errors.Is(err, context.Canceled) {
			t.Errorf("Watch = %v, want context.Canceled", err)
		}
	})
}

// watchCalls watches id from its start in the background. next waits for
// fn's next call and checks its events' kinds against want ("[TASK_START]");
// done receives what Watch returned.
func watchCalls(t *testing.T, s store.Store, id string, opts ...store.WatchOption) (next func(want string), done <-chan error) {
	t.Helper()
	calls := make(chan string, 4)
	result := make(chan error, 1)
	go func() {
		result <- s.Watch(context.Background(), id, 0, func(evs []task.Event) error {
			var kinds []string
			for _, ev := range evs {
				kinds = append(kinds, ev.Kind.String())
			}
			calls <- fmt.Sprint(kinds)
			return nil
		}, opts...)
	}()
	next = func(want string) {
		t.Helper()
		select {
		case got := <-calls:
			if got != want {
				t.Fatalf("watched %s, want %s", got, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("watched nothing; want %s", want)
		}
	}
	return next, result
}

// watched returns the sequence numbers Watch delivers after afterSeq.
func watched(t *testing.T, s store.Store, id string, afterSeq int64) []int64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var seqs []int64
	must(t, s.Watch(ctx, id, afterSeq, store.Each(func(ev task.Event) error { seqs = append(seqs, ev.Seq); return nil })))
	return seqs
}

// watchedUntil returns the sequence numbers of a running execution's
// events up to seq: Watch stops there.
func watchedUntil(t *testing.T, s store.Store, id string, seq int64) []int64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var seqs []int64
	errEnough := errors.New("enough")
	err := s.Watch(ctx, id, 0, store.Each(func(ev task.Event) error {
		seqs = append(seqs, ev.Seq)
		if ev.Seq >= seq {
			return errEnough
		}
		return nil
	}))
	if !errors.Is(err, errEnough) {
		t.Fatalf("Watch of %s up to %d: %v", id, seq, err)
	}
	return seqs
}
