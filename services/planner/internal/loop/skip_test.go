package loop

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// overlapSkip is the skip of the nap job's 09:00:01 fire while its 09:00:00
// run still ran.
func overlapSkip(id string, p *principal.Principal) SkipRequest {
	return SkipRequest{ExecutionID: id, Goal: "nap", Principal: p, Skip: task.Skip{
		Job: "nap", Scheduled: time.Date(2025, 3, 10, 9, 0, 1, 0, time.UTC), Reason: task.SkipOverlap, Running: "cron-nap-20250310T090000"}}
}

// A skipped fire is recorded as an execution that ended SKIPPED with one
// TASK_DONE carrying the reason; the ID is then taken: the skip is not
// recorded twice, the fire does not run after it, and a running ID or
// another principal's is not overwritten. Both stores keep it alike.
func TestRecordSkip(t *testing.T) {
	stores := map[string]func(t *testing.T) store.Store{
		"memory": func(*testing.T) store.Store { return store.NewMemory(store.MemoryOptions{}) },
		"redis":  func(t *testing.T) store.Store { return sharedRedis(t) },
	}
	for name, newStore := range stores {
		t.Run(name, func(t *testing.T) {
			st := newStore(t)
			reg := newRegistry(tool("sleep", sleeper(time.Minute)))
			ex := newExec(t, reg, st, Options{})
			ctx := context.Background()
			cron := &principal.Principal{Name: "cron", Roles: []string{"ops"}}
			const id = "cron-nap-20250310T090001"

			got, err := ex.RecordSkip(ctx, overlapSkip(id, cron))
			if err != nil {
				t.Fatal(err)
			}
			if got.State != task.StateSkipped || got.SkipReason != task.SkipOverlap || got.Owner != "cron" || got.Attempt != 1 {
				t.Errorf("RecordSkip = %+v, want attempt 1 of cron, SKIPPED, %s", got, task.SkipOverlap)
			}
			stored, err := st.Get(ctx, id)
			if err != nil || stored.State != task.StateSkipped || stored.SkipReason != task.SkipOverlap || stored.Task.Goal != "nap" {
				t.Errorf("stored = %+v, %v; want SKIPPED %s with the goal", stored, err, task.SkipOverlap)
			}
			evs := watchAll(t, st, id)
			if len(evs) != 1 || evs[0].Kind != task.EventTaskDone || evs[0].State != task.StateSkipped ||
				evs[0].Fields["skip_reason"] != task.SkipOverlap || evs[0].Fields["running"] != "cron-nap-20250310T090000" {
				t.Fatalf("events = %+v, want one TASK_DONE SKIPPED naming the reason and the running execution", evs)
			}

			_, err = ex.RecordSkip(ctx, overlapSkip(id, cron))
			if !errors.Is(err, store.ErrEnded) {
				t.Errorf("second RecordSkip = %v, want ErrEnded", err)
			}
			err = ex.Start(ctx, Request{ExecutionID: id, Goal: "nap", Principal: cron})
			if !errors.Is(err, store.ErrEnded) {
				t.Errorf("Start after the skip = %v, want ErrEnded", err)
			}
			if n := len(watchAll(t, st, id)); n != 1 {
				t.Errorf("%d events after the refusals, want the skip's one", n)
			}

			const busy = "cron-nap-20250310T090002"
			if err := ex.Start(ctx, Request{ExecutionID: busy, Task: explicit(task.Subtask{ID: "s", Tool: "sleep"}), Principal: cron}); err != nil {
				t.Fatal(err)
			}
			if _, err := ex.RecordSkip(ctx, overlapSkip(busy, cron)); !errors.Is(err, store.ErrRunning) {
				t.Errorf("RecordSkip of a running ID = %v, want ErrRunning", err)
			}
			if _, err := ex.Cancel(ctx, busy, "test over"); err != nil {
				t.Fatal(err)
			}
			other := &principal.Principal{Name: "mallory"}
			if _, err := ex.RecordSkip(ctx, overlapSkip(busy, other)); !errors.Is(err, task.ErrForbidden) {
				t.Errorf("RecordSkip over another principal's ID = %v, want a refusal", err)
			}
			if got, _ := st.Get(ctx, busy); got.State != task.StateCancelled {
				t.Errorf("after the refused skips %s is %v, want CANCELLED", busy, got.State)
			}
		})
	}
}

// Gateways on two planners sharing Redis that all skip the same fire at
// once leave one record: one RecordSkip succeeds, the others find the ID
// taken.
func TestRecordSkipOnceAcrossReplicas(t *testing.T) {
	st := sharedRedis(t)
	a, b := newExec(t, newRegistry(), st, Options{}), newExec(t, newRegistry(), st, Options{})
	cron := &principal.Principal{Name: "cron"}
	const id = "cron-nap-20250310T090001"
	const callers = 8
	var wg sync.WaitGroup
	errs := make([]error, callers)
	for i := range callers {
		ex := a
		if i%2 == 1 {
			ex = b
		}
		wg.Go(func() { _, errs[i] = ex.RecordSkip(context.Background(), overlapSkip(id, cron)) })
	}
	wg.Wait()
	recorded := 0
	for _, err := range errs {
		switch {
		case err == nil:
			recorded++
		case errors.Is(err, store.ErrEnded), errors.Is(err, store.ErrRunning):
		default:
			t.Errorf("RecordSkip = %v, want success or the ID taken", err)
		}
	}
	if recorded != 1 {
		t.Errorf("%d of %d concurrent RecordSkips wrote a record, want 1", recorded, callers)
	}
	if evs := watchAll(t, st, id); len(evs) != 1 {
		t.Errorf("%d events recorded, want 1", len(evs))
	}
	if got, err := st.Get(context.Background(), id); err != nil || got.Attempt != 1 {
		t.Errorf("record = %+v, %v; want attempt 1", got, err)
	}
}
