package loop

import (
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// A subtask planned with no tool says which tool came closest, and claims
// no reason the plan did not give: a planner may leave out a tool that
// scored above its threshold (a write the goal did not ask for, a request
// for a tool outside the caller's part).
func TestNoSuitableToolNamesTheClosest(t *testing.T) {
	h := newHarness(t, newRegistry(tool("export_store_rows", ok)), Options{})
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "need", Kind: task.KindTool, Scores: []task.Score{{Tool: "export_store_rows", Score: 0.42}}})})
	var msg string
	for _, ev := range evs {
		if ev.Kind == task.EventNoSuitableTool {
			msg = ev.Message
		}
	}
	if !strings.Contains(msg, "export_store_rows at 0.42") || strings.Contains(msg, "below the threshold") {
		t.Errorf("NO_SUITABLE_TOOL message %q, want it to name export_store_rows at 0.42 and no threshold it was not measured against", msg)
	}
}
