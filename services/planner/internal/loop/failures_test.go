package loop

import (
	"context"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A failure seen before is annotated in its event and in the report with
// where and how often; a new one is not.
func TestAKnownFailureIsRecognised(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	reg := newRegistry(tool("query_y", func(context.Context, map[string]any) (any, error) {
		return nil, toolerr.NewBusiness("no_such_region", "region mars is not known (request 4f1c2a9e)")
	}))
	ex := newExec(t, reg, st, Options{})
	run := func(id string) []task.Event {
		t.Helper()
		if err := ex.Start(context.Background(), Request{ExecutionID: id, Task: explicit(task.Subtask{ID: "q", Tool: "query_y"})}); err != nil {
			t.Fatal(err)
		}
		return watchAll(t, st, id)
	}
	first := stepEvent(run("first"), task.EventStepFailed, "q")
	if first == nil || first.Fields["seen_before"] != "" {
		t.Fatalf("first failure: %+v, want no seen_before", first)
	}
	evs := run("second")
	second := stepEvent(evs, task.EventStepFailed, "q")
	if second == nil || !strings.HasPrefix(second.Fields["seen_before"], "same as task first on query_y at ") {
		t.Fatalf("second failure's seen_before = %q", second.Fields["seen_before"])
	}
	if r := evs[len(evs)-1].Report; !strings.Contains(r, "same as task first") {
		t.Errorf("the report does not say the failure was seen before:\n%s", r)
	}
	run("third")
	groups, err := st.Failures(context.Background(), 0)
	if err != nil || len(groups) != 1 || groups[0].Count != 3 || groups[0].Example != "third" || groups[0].Code != "no_such_region" {
		t.Errorf("failure groups %+v, %v; want one group of 3, latest example third", groups, err)
	}
}
