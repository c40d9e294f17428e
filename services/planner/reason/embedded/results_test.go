package embedded

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestSummarizeKeepsAskedRows: a step whose part of the goal asks for a
// list or the details keeps its rows for the report; a count question
// keeps the first few.
func TestSummarizeKeepsAskedRows(t *testing.T) {
	var rows []map[string]any
	for i := range 40 {
		rows = append(rows, map[string]any{"sha": fmt.Sprintf("%07x", i), "message": fmt.Sprintf("fix %d", i)})
	}
	out, _ := json.Marshal(map[string]any{"commits": rows})
	tests := []struct {
		name, goal, desc string
		subtasks         int
		want             int
	}{
		{"a list", "list commits on main since Monday", "list commits on main since Monday", 1, 20},
		{"明细", "导出上周的提交明细", "导出上周的提交明细", 1, 20},
		{"a count", "how many commits landed on main since Monday", "how many commits landed on main since Monday", 1, 5},
		{"a split goal's other part", "list the open alerts and count the commits since Monday", "count the commits since Monday", 2, 5},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk := &task.Task{Goal: tc.goal, Language: "en"}
			for i := range tc.subtasks {
				tk.Subtasks = append(tk.Subtasks, task.Subtask{ID: fmt.Sprint(i), Kind: task.KindTool})
			}
			st := &task.Subtask{ID: "c", Description: tc.desc, Tool: "list_commits"}
			sum, err := e.Summarize(context.Background(), reason.NewRun(tk, nil), st, &toolspec.Spec{Name: "list_commits"}, out)
			if err != nil {
				t.Fatal(err)
			}
			var got struct {
				Commits []any `json:"commits"`
			}
			if err := json.Unmarshal(sum.Data, &got); err != nil {
				t.Fatal(err)
			}
			if len(got.Commits) != tc.want {
				t.Errorf("excerpt keeps %d rows, want %d", len(got.Commits), tc.want)
			}
		})
	}
}
