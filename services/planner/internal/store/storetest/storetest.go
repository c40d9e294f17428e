// Package storetest is the contract every store.Store implementation must
// pass; each implementation's tests run it against a fresh store.
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

// Run runs the contract against stores made by newStore. Each store must
// start empty.
func Run(t *testing.T, newStore func(t *testing.T) store.Store) {
	t.Run("begin refuses a running id and names it", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "e1", "alice")
		_, err := s.Begin(ctx, running("e1", "bob"), store.BeginOptions{NewAttempt: true})
		var re *store.RunningError
		if !errors.As(err, &re) || !errors.Is(err, store.ErrRunning) {
			t.Fatalf("second Begin = %v, want a RunningError", err)
		}
		if re.Status.ExecutionID != "e1" || re.Status.Owner != "alice" || re.Status.Attempt != 1 {
			t.Errorf("RunningError names %+v, want e1 attempt 1 of alice", re.Status)
		}
		finish(t, run, "e1")
	})
	t.Run("an ended id is not run again unless a new attempt is asked for", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		first := begin(t, s, "e", "alice")
		_, err := first.Append(ctx, task.Event{ExecutionID: "e", Kind: task.EventToolCall})
		must(t, err)
		finish(t, first, "e")
		_, err = s.Begin(ctx, running("e", "alice"), store.BeginOptions{})
		var ee *store.EndedError
		if !errors.As(err, &ee) || !errors.Is(err, store.ErrEnded) || ee.Status.State != task.StateSucceeded {
			t.Fatalf("Begin of an ended id = %v, want an EndedError with the recorded state", err)
		}
		second, err := s.Begin(ctx, running("e", "alice"), store.BeginOptions{NewAttempt: true})
		must(t, err)
		if second.Attempt() != 2 || second.Fence() <= first.Fence() {
			t.Errorf("new attempt %d fence %d, want attempt 2 and a fence above %d", second.Attempt(), second.Fence(), first.Fence())
		}
		got, err := s.Get(ctx, "e")
		must(t, err)
		if got.Attempt != 2 || got.State != task.StateRunning {
			t.Errorf("Get after a new attempt: attempt %d state %v, want 2 RUNNING", got.Attempt, got.State)
		}
		// The new attempt's history starts empty: nothing of the first leaks in.
		_, err = second.Append(ctx, task.Event{ExecutionID: "e", Kind: task.EventTaskStart})
		must(t, err)
		finish(t, second, "e")
		if seqs := watched(t, s, "e", 0); fmt.Sprint(seqs) != "[1 2]" {
			t.Errorf("watched the new attempt as %v, want [1 2]", seqs)
		}
	})
	t.Run("allow refuses before anything is written", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		finish(t, begin(t, s, "a", "alice"), "a")
		refusal := errors.New("not yours")
		var saw *task.Status
		_, err := s.Begin(ctx, running("a", "mallory"), store.BeginOptions{NewAttempt: true,
			Allow: func(prior *task.Status) error { saw = prior; return refusal }})
		if !errors.Is(err, refusal) {
			t.Fatalf("Begin = %v, want Allow's refusal", err)
		}
		if saw == nil || saw.Owner != "alice" {
			t.Errorf("Allow saw %+v, want alice's record", saw)
		}
		got, err := s.Get(ctx, "a")
		must(t, err)
		if got.Attempt != 1 || got.Owner != "alice" || got.State != task.StateSucceeded {
			t.Errorf("after a refused Begin: %+v, want alice's ended attempt 1 untouched", got)
		}
	})
	t.Run("unknown id", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		if _, err := s.Get(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Get = %v, want ErrNotFound", err)
		}
		if err := s.Watch(ctx, "nope", 0, store.Each(func(task.Event) error { return nil })); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Watch = %v, want ErrNotFound", err)
		}
	})
	t.Run("get returns a copy", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		st := running("e", "")
		st.Steps = []task.Snapshot{{SubtaskID: "a"}}
		_, err := s.Begin(ctx, st, store.BeginOptions{})
		must(t, err)
		got, err := s.Get(ctx, "e")
		must(t, err)
		got.Steps[0].SubtaskID = "changed"
		again, _ := s.Get(ctx, "e")
		if again.Steps[0].SubtaskID != "a" {
			t.Errorf("a reader's change leaked into the store")
		}
	})
	t.Run("update is read back", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "u", "")
		must(t, run.Update(ctx, func(st *task.Status) {
			st.Steps = append(st.Steps, task.Snapshot{SubtaskID: "a", Status: task.StepRunning, Attempts: 1})
			st.NeedsAttention = []string{"a"}
		}))
		must(t, run.Update(ctx, func(st *task.Status) { st.Steps[0].Status = task.StepSucceeded }))
		got, err := s.Get(ctx, "u")
		must(t, err)
		if len(got.Steps) != 1 || got.Steps[0].Status != task.StepSucceeded || got.Steps[0].Attempts != 1 || fmt.Sprint(got.NeedsAttention) != "[a]" {
			t.Errorf("after two updates: %+v", got)
		}
	})
	t.Run("write records a status and events as one step", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "b", "")
		_, err := run.Append(ctx, task.Event{ExecutionID: "b", Kind: task.EventTaskStart})
		must(t, err)
		must(t, run.Write(ctx, func(st *task.Status) { st.Report = "partial" }, []task.Event{
			{ExecutionID: "b", Kind: task.EventToolSelect, SubtaskID: "a"},
			{ExecutionID: "b", Kind: task.EventToolCall, SubtaskID: "a"},
		}))
		if seqs := watchedUntil(t, s, "b", 3); fmt.Sprint(seqs) != "[1 2 3]" {
			t.Fatalf("after Write: seqs %v, want [1 2 3]", seqs)
		}
		must(t, run.Write(ctx, nil, []task.Event{{ExecutionID: "b", Kind: task.EventToolResult, SubtaskID: "a"}}))
		got, err := s.Get(ctx, "b")
		must(t, err)
		if got.Report != "partial" {
			t.Errorf("status after Write: report %q, want partial", got.Report)
		}
		finish(t, run, "b")
		var kinds []string
		must(t, s.Watch(ctx, "b", 0, store.Each(func(ev task.Event) error { kinds = append(kinds, ev.Kind.String()); return nil })))
		if fmt.Sprint(kinds) != "[TASK_START TOOL_SELECT TOOL_CALL TOOL_RESULT TASK_DONE]" {
			t.Errorf("events %v", kinds)
		}
	})
	runWatch(t, newStore)
	t.Run("finish is one step", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "f", "")
		ev, err := run.Finish(ctx, func(st *task.Status) { st.State = task.StateFailed; st.Report = "r" },
			task.Event{ExecutionID: "f", Kind: task.EventTaskDone, State: task.StateFailed})
		must(t, err)
		got, _ := s.Get(ctx, "f")
		if got.State != task.StateFailed || got.Report != "r" || ev.Seq != 1 {
			t.Errorf("after Finish: state %v report %q seq %d", got.State, got.Report, ev.Seq)
		}
		if ids, err := s.Reap(ctx); err != nil || len(ids) != 0 {
			t.Errorf("Reap after Finish = %v, %v; a finished run holds no lease", ids, err)
		}
	})
	t.Run("an expired lease ends the task abandoned and fences the run", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run, err := s.Begin(ctx, running("z", "alice"), store.BeginOptions{Lease: time.Millisecond})
		must(t, err)
		_, err = run.Append(ctx, task.Event{ExecutionID: "z", Kind: task.EventTaskStart})
		must(t, err)
		reapUntil(t, s, "z")
		got, err := s.Get(ctx, "z")
		must(t, err)
		if got.State != task.StateAbandoned || got.Owner != "alice" {
			t.Errorf("after the lease expired: state %v owner %q, want ABANDONED of alice", got.State, got.Owner)
		}
		if err := run.Update(ctx, func(st *task.Status) { st.Report = "late" }); !errors.Is(err, store.ErrFenced) {
			t.Errorf("Update of the lost run = %v, want ErrFenced", err)
		}
		if _, err := run.Append(ctx, task.Event{ExecutionID: "z", Kind: task.EventToolCall}); !errors.Is(err, store.ErrFenced) {
			t.Errorf("Append of the lost run = %v, want ErrFenced", err)
		}
		if _, err := run.Finish(ctx, func(st *task.Status) { st.State = task.StateSucceeded },
			task.Event{ExecutionID: "z", Kind: task.EventTaskDone, State: task.StateSucceeded}); !errors.Is(err, store.ErrFenced) {
			t.Errorf("Finish of the lost run = %v, want ErrFenced", err)
		}
		if err := run.Write(ctx, nil, []task.Event{{ExecutionID: "z", Kind: task.EventToolCall}}); !errors.Is(err, store.ErrFenced) {
			t.Errorf("Write of the lost run = %v, want ErrFenced", err)
		}
		if _, _, err := run.StartWrite(ctx, "s.0", "d"); !errors.Is(err, store.ErrFenced) {
			t.Errorf("StartWrite of the lost run = %v, want ErrFenced", err)
		}
		if err := run.EndWrite(ctx, "s.0", store.WriteDone, ""); !errors.Is(err, store.ErrFenced) {
			t.Errorf("EndWrite of the lost run = %v, want ErrFenced", err)
		}
		if _, err := run.Renew(ctx); !errors.Is(err, store.ErrFenced) {
			t.Errorf("Renew of the lost run = %v, want ErrFenced", err)
		}
		var last task.Event
		must(t, s.Watch(ctx, "z", 0, store.Each(func(ev task.Event) error { last = ev; return nil })))
		if last.Kind != task.EventTaskDone || last.State != task.StateAbandoned || last.Seq != 2 {
			t.Errorf("last event %v %v seq %d, want TASK_DONE ABANDONED seq 2", last.Kind, last.State, last.Seq)
		}
		if again, _ := s.Get(ctx, "z"); again.Report == "late" {
			t.Errorf("the lost run's write landed")
		}
		if _, err := s.Begin(ctx, running("z", "alice"), store.BeginOptions{}); !errors.Is(err, store.ErrEnded) {
			t.Errorf("Begin of an abandoned id = %v, want ErrEnded: it is never re-run silently", err)
		}
	})
	t.Run("a renewed lease is not reaped", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run, err := s.Begin(ctx, running("r", ""), store.BeginOptions{Lease: time.Hour})
		must(t, err)
		_, err = run.Renew(ctx)
		must(t, err)
		ids, err := s.Reap(ctx)
		must(t, err)
		if len(ids) != 0 {
			t.Errorf("Reap = %v, want nothing: the lease is held", ids)
		}
		must(t, run.Update(ctx, func(st *task.Status) { st.Report = "ok" }))
	})
	t.Run("a cancel requested anywhere reaches the run at its renewal", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "k", "")
		sig, err := run.Renew(ctx)
		if err != nil || sig.Cancel != "" || len(sig.Decisions) != 0 {
			t.Fatalf("Renew = %+v, %v; want no signal", sig, err)
		}
		ok, err := s.RequestCancel(ctx, "k", "wrong report")
		if err != nil || !ok {
			t.Fatalf("RequestCancel = %v, %v; want true", ok, err)
		}
		if sig, err = run.Renew(ctx); err != nil || sig.Cancel != "wrong report" {
			t.Errorf("Renew after the request = %+v, %v; want its reason", sig, err)
		}
		finish(t, run, "k")
		if ok, err := s.RequestCancel(ctx, "k", "late"); err != nil || ok {
			t.Errorf("RequestCancel of an ended execution = %v, %v; want false", ok, err)
		}
		if _, err := s.RequestCancel(ctx, "nope", "x"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("RequestCancel of an unknown id = %v, want ErrNotFound", err)
		}
		next, err := s.Begin(ctx, running("k", ""), store.BeginOptions{NewAttempt: true})
		must(t, err)
		if sig, _ := next.Renew(ctx); sig.Cancel != "" {
			t.Errorf("a new attempt inherited the old cancel %q", sig.Cancel)
		}
	})
	t.Run("approval decisions from any replica reach the run once", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		run := begin(t, s, "ap", "alice")
		for _, d := range []store.Decision{{Subtask: "mail", Approve: true, By: "carol"}, {Subtask: "page", Comment: "no", By: "dave"}} {
			ok, err := s.RequestDecision(ctx, "ap", d)
			if err != nil || !ok {
				t.Fatalf("RequestDecision = %v, %v", ok, err)
			}
		}
		sig, err := run.Renew(ctx)
		must(t, err)
		if fmt.Sprint(sig.Decisions) != "[{mail true  carol} {page false no dave}]" {
			t.Errorf("decisions %v, want both in order", sig.Decisions)
		}
		if sig, _ = run.Renew(ctx); len(sig.Decisions) != 0 {
			t.Errorf("decisions delivered twice: %v", sig.Decisions)
		}
		finish(t, run, "ap")
		if ok, err := s.RequestDecision(ctx, "ap", store.Decision{Subtask: "mail"}); err != nil || ok {
			t.Errorf("a decision after the end = %v, %v; want false", ok, err)
		}
	})
	t.Run("a write's outcome is never guessed across attempts", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		first := begin(t, s, "w", "alice")
		for _, step := range []string{"mail.0", "ticket.0", "page.0"} {
			prior, started, err := first.StartWrite(ctx, step, "d1")
			if err != nil || !started || prior.State != "" {
				t.Fatalf("StartWrite(%s) = %+v, %v, %v; want started", step, prior, started, err)
			}
		}
		must(t, first.EndWrite(ctx, "mail.0", store.WriteDone, "sent=1"))
		must(t, first.EndWrite(ctx, "page.0", store.WriteRefused, "bad pager"))
		// ticket.0 started and its outcome never came back.
		finish(t, first, "w")

		second, err := s.Begin(ctx, running("w", "alice"), store.BeginOptions{NewAttempt: true})
		must(t, err)
		tests := []struct {
			step        string
			wantStarted bool
			wantPrior   store.WriteState
		}{
			{"mail.0", false, store.WriteDone},      // replayed, not written again
			{"ticket.0", false, store.WriteStarted}, // unknown: not called again
			{"page.0", true, ""},                    // nothing was written: may run
			{"new.0", true, ""},
		}
		for _, tc := range tests {
			prior, started, err := second.StartWrite(ctx, tc.step, "d1")
			must(t, err)
			if started != tc.wantStarted || prior.State != tc.wantPrior {
				t.Errorf("StartWrite(%s) = %+v started %v; want prior %q started %v", tc.step, prior, started, tc.wantPrior, tc.wantStarted)
			}
		}
		if p, _, _ := second.StartWrite(ctx, "mail.0", "d1"); p.Summary != "sent=1" {
			t.Errorf("the done write's summary = %q, want sent=1", p.Summary)
		}
		if err := s.ResolveWrite(ctx, "w", "mail.0", true, "ops"); !errors.Is(err, store.ErrNotUnknown) {
			t.Errorf("resolving a done write = %v, want ErrNotUnknown", err)
		}
		must(t, s.ResolveWrite(ctx, "w", "ticket.0", true, "ops"))
		if p, started, _ := second.StartWrite(ctx, "ticket.0", "d1"); started || p.State != store.WriteDone || p.ResolvedBy != "ops" {
			t.Errorf("after resolving as done: %+v started %v; want done by ops", p, started)
		}
		_, _, err = second.StartWrite(ctx, "retry.0", "d1")
		must(t, err)
		must(t, s.ResolveWrite(ctx, "w", "retry.0", false, "ops"))
		// ...it is cleared, so the step may be called again.
		if _, started, _ := second.StartWrite(ctx, "retry.0", "d1"); !started {
			t.Errorf("a write resolved for retry was not started again")
		}
		if err := s.ResolveWrite(ctx, "nope", "x.0", true, "ops"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("resolving in an unknown execution = %v, want ErrNotFound", err)
		}
	})
	t.Run("failures are grouped by fingerprint", func(t *testing.T) {
		s := newStore(t)
		fm, ok := s.(store.FailureMemory)
		if !ok {
			t.Fatalf("%T keeps no failure memory", s)
		}
		ctx := context.Background()
		t0 := time.Now().Truncate(time.Millisecond)
		fail := func(exec, msg string, at time.Duration) store.FailureGroup {
			t.Helper()
			prior, err := fm.RecordFailure(ctx, store.Failure{Tool: "query_y", Kind: "SYSTEM", Code: "timeout", Message: msg,
				ExecutionID: exec, At: t0.Add(at)})
			must(t, err)
			return prior
		}
		if p := fail("e1", "no answer after 3012ms from 10.0.0.7:5432", 0); p.Count != 0 {
			t.Errorf("the first failure had a prior group %+v", p)
		}
		p := fail("e2", "no answer after 2998ms from 10.0.0.9:5432", time.Minute)
		if p.Count != 1 || p.Example != "e1" || !p.FirstSeen.Equal(t0) {
			t.Errorf("second failure's prior group %+v, want 1 time, example e1, first seen %v", p, t0)
		}
		fail("e3", "no answer after 5ms from 10.0.0.1:5432", 2*time.Minute)
		if _, err := fm.RecordFailure(ctx, store.Failure{Tool: "query_z", Kind: "PARAM", Code: "invalid_arguments", Message: "date: required",
			ExecutionID: "e4", At: t0.Add(time.Second)}); err != nil {
			t.Fatal(err)
		}
		groups, err := fm.Failures(ctx, 0)
		must(t, err)
		if len(groups) != 2 {
			t.Fatalf("groups %+v, want 2", groups)
		}
		g := groups[0] // the most recently seen first
		if g.Tool != "query_y" || g.Count != 3 || g.Example != "e3" || !g.FirstSeen.Equal(t0) || !g.LastSeen.Equal(t0.Add(2*time.Minute)) ||
			g.Message != "no answer after #ms from #.#.#.#:#" {
			t.Errorf("group %+v", g)
		}
		if top, _ := fm.Failures(ctx, 1); len(top) != 1 || top[0].Tool != "query_y" {
			t.Errorf("Failures(limit 1) = %+v", top)
		}
	})
	t.Run("preferences are kept per scope until deleted", func(t *testing.T) {
		s := newStore(t)
		pm, ok := s.(store.Preferences)
		if !ok {
			t.Fatalf("%T keeps no preferences", s)
		}
		ctx := context.Background()
		if _, ok, err := pm.Preference(ctx, "alice", "region"); err != nil || ok {
			t.Fatalf("an unset preference: ok %v err %v, want not set", ok, err)
		}
		must(t, pm.SetPreference(ctx, "alice", "region", "east"))
		must(t, pm.SetPreference(ctx, "alice", "format", "table"))
		must(t, pm.SetPreference(ctx, "bob", "region", "west"))
		must(t, pm.SetPreference(ctx, "alice", "region", "north")) // replaces
		if v, ok, err := pm.Preference(ctx, "alice", "region"); err != nil || !ok || v != "north" {
			t.Errorf("alice's region = %q %v %v, want north", v, ok, err)
		}
		all, err := pm.PreferenceList(ctx, "alice")
		must(t, err)
		if fmt.Sprint(all) != "map[format:table region:north]" {
			t.Errorf("alice's preferences %v; bob's must not leak in", all)
		}
		deleted, err := pm.DeletePreference(ctx, "alice", "region")
		must(t, err)
		if again, _ := pm.DeletePreference(ctx, "alice", "region"); !deleted || again {
			t.Errorf("delete reported %v then %v, want true then false", deleted, again)
		}
		if v, ok, _ := pm.Preference(ctx, "bob", "region"); !ok || v != "west" {
			t.Errorf("bob's region = %q %v after alice's was deleted, want west", v, ok)
		}
		if none, err := pm.PreferenceList(ctx, "carol"); err != nil || none == nil || len(none) != 0 {
			t.Errorf("an empty scope lists %v (%v), want an empty map", none, err)
		}
	})
	t.Run("fences only grow", func(t *testing.T) {
		s := newStore(t)
		var last int64
		for i := range 5 {
			run := begin(t, s, fmt.Sprint("g", i), "")
			if run.Fence() <= last {
				t.Fatalf("fence %d after %d", run.Fence(), last)
			}
			last = run.Fence()
		}
	})
	t.Run("concurrent begins of one id: exactly one runs", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		var wg sync.WaitGroup
		var mu sync.Mutex
		won, refused := 0, 0
		for range 50 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := s.Begin(ctx, running("one", ""), store.BeginOptions{NewAttempt: true})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					won++
				case errors.Is(err, store.ErrRunning):
					refused++
				default:
					t.Errorf("Begin = %v", err)
				}
			}()
		}
		wg.Wait()
		if won != 1 || refused != 49 {
			t.Errorf("%d began, %d refused; want 1 and 49", won, refused)
		}
	})
	t.Run("many quick tasks evict no record inside the retention", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		const n = 10_000
		for i := range n {
			finish(t, begin(t, s, fmt.Sprint("q", i), ""), fmt.Sprint("q", i))
		}
		for _, i := range []int{0, 1, n / 2, n - 1} {
			if _, err := s.Get(ctx, fmt.Sprint("q", i)); err != nil {
				t.Errorf("task %d of %d: %v", i, n, err)
			}
		}
	})
}

func running(id, owner string) *task.Status {
	now := time.Now()
	return &task.Status{ExecutionID: id, Owner: owner, State: task.StateRunning, Task: &task.Task{Goal: "g"}, CreatedAt: now, UpdatedAt: now}
}

func begin(t *testing.T, s store.Store, id, owner string) store.Run {
	t.Helper()
	run, err := s.Begin(context.Background(), running(id, owner), store.BeginOptions{})
	must(t, err)
	return run
}

// finish ends an execution the way the executor does.
func finish(t *testing.T, run store.Run, id string) {
	t.Helper()
	_, err := run.Finish(context.Background(), func(st *task.Status) { st.State = task.StateSucceeded },
		task.Event{ExecutionID: id, Kind: task.EventTaskDone, State: task.StateSucceeded})
	must(t, err)
}

// reapUntil reaps until id is declared abandoned; its lease is a
// millisecond, so a few rounds suffice.
func reapUntil(t *testing.T, s store.Store, id string) {
	t.Helper()
	for range 500 {
		ids, err := s.Reap(context.Background())
		must(t, err)
		for _, got := range ids {
			if got == id {
				return
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("%s was never reaped", id)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
