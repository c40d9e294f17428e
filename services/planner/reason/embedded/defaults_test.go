package embedded

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A saved default fills only a parameter of its name that the goal left
// out, and only with a value the parameter's schema accepts.
func TestSavedDefaultsFillOnlyWhatTheSchemaAccepts(t *testing.T) {
	const params = `{"type":"object","properties":{
		"region":{"type":"string","enum":["east","west","all"]},
		"code":{"type":"string","pattern":"^WH-[0-9]{2}$"},
		"limit":{"type":"integer"},
		"recipients":{"type":"array","items":{"type":"string"}}}}`
	e := New(Options{Now: func() time.Time { return time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC) }})
	spec := &toolspec.Spec{Name: "query", Parameters: json.RawMessage(params)}
	tests := []struct {
		name, goal string
		saved      map[string]string
		want       string // fmt of the filled arguments
		used       string
	}{
		{"an enum value", "query the data", map[string]string{"region": "east"}, "map[region:east]", "map[region:east]"},
		{"not in the enum", "query the data", map[string]string{"region": "mars"}, "map[region:all]", "map[]"},
		{"the goal's own value", "query the data for west", map[string]string{"region": "east"}, "map[region:west]", "map[]"},
		{"a pattern", "query the data", map[string]string{"code": "WH-01", "region": "all"}, "map[code:WH-01 region:all]", "map[code:WH-01 region:all]"},
		{"a pattern refused", "query the data", map[string]string{"code": "warehouse one"}, "map[region:all]", "map[]"},
		{"an integer", "query the data", map[string]string{"limit": "20"}, "map[limit:20 region:all]", "map[limit:20]"},
		{"not an integer", "query the data", map[string]string{"limit": "many"}, "map[region:all]", "map[]"},
		{"a list", "query the data", map[string]string{"recipients": "a@x.com, b@x.com"}, "map[recipients:[a@x.com b@x.com] region:all]", "map[recipients:a@x.com, b@x.com]"},
		{"a JSON list", "query the data", map[string]string{"recipients": `["a@x.com"]`}, "map[recipients:[a@x.com] region:all]", `map[recipients:["a@x.com"]]`},
		{"no parameter of the name", "query the data", map[string]string{"owner": "alice"}, "map[region:all]", "map[]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			run := reason.NewRun(&task.Task{Goal: tc.goal}, nil)
			run.Defaults = tc.saved
			args, _, used, err := e.fillArgs(context.Background(), run, &task.Subtask{ID: "q", Description: tc.goal}, spec, nil, nil, "")
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprint(args); got != tc.want {
				t.Errorf("args %s, want %s", got, tc.want)
			}
			if got := fmt.Sprint(used); got != tc.used {
				t.Errorf("used %s, want %s", got, tc.used)
			}
		})
	}
}

// A saved report format applies only when the goal names none.
func TestSavedFormatAppliesWhenTheGoalNamesNone(t *testing.T) {
	e := New(Options{Now: func() time.Time { return time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC) }})
	tests := []struct{ goal, want, used string }{
		{"weekly sales summary", "table", "map[format:table]"},
		{"weekly sales summary as an email", "email", "map[]"},
		{"weekly sales summary in plain text", "text", "map[]"},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			run := reason.NewRun(tk, nil)
			run.Defaults = map[string]string{"format": "table"}
			if _, err := e.Plan(context.Background(), run, nil); err != nil {
				t.Fatal(err)
			}
			if string(tk.Format) != tc.want || fmt.Sprint(run.DefaultsUsed()) != tc.used {
				t.Errorf("format %s used %v, want %s %s", tk.Format, run.DefaultsUsed(), tc.want, tc.used)
			}
		})
	}
}

// TestFillArgsAllMarkedDefault leaves out a filter's "all" when the
// description marks all as the default after the value, as it does
// when the default comes first; an unmarked filter still takes all.
func TestFillArgsAllMarkedDefault(t *testing.T) {
	const (
		marked   = `{"type":"object","properties":{"batch":{"type":"string","pattern":"^B[0-9]{3}$"},"grade":{"type":"string","enum":["first","second","all"],"description":"first (一等), second (二等), all (default)."}}}`
		unmarked = `{"type":"object","properties":{"batch":{"type":"string","pattern":"^B[0-9]{3}$"},"grade":{"type":"string","enum":["first","second","all"],"description":"first (一等), second (二等), all."}}}`
	)
	runFillCases(t, []fillCase{
		{"all marked as the default", "Show the sorting results of batch B204", marked, map[string]any{"batch": "B204"}},
		{"no default stated", "Show the sorting results of batch B204", unmarked, map[string]any{"batch": "B204", "grade": "all"}},
	})
}
