// Package task holds the planner's domain types: the structured task a goal
// becomes, the subtask graph it is planned into, and the scores, summaries
// and outcomes the step loop works with. It imports no transport and no
// storage: ports convert to and from these types at the service's edge.
package task

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// DateLayout is how dates cross every boundary: YYYY-MM-DD.
const DateLayout = "2006-01-02"

// Range is an inclusive range of calendar days.
type Range struct {
	Start time.Time // midnight of the first day, in the planner's zone
	End   time.Time // midnight of the last day, in the planner's zone
}

// String renders the range as "YYYY-MM-DD..YYYY-MM-DD".
func (r Range) String() string {
	return r.Start.Format(DateLayout) + ".." + r.End.Format(DateLayout)
}

// MarshalJSON renders {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}.
func (r Range) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Start string `json:"start"`
		End   string `json:"end"`
	}{r.Start.Format(DateLayout), r.End.Format(DateLayout)})
}

// UnmarshalJSON accepts {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}.
func (r *Range) UnmarshalJSON(b []byte) error {
	var v struct{ Start, End string }
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	s, err := time.Parse(DateLayout, v.Start)
	if err != nil {
		return fmt.Errorf("range start: %w", err)
	}
	e, err := time.Parse(DateLayout, v.End)
	if err != nil {
		return fmt.Errorf("range end: %w", err)
	}
	if e.Before(s) {
		return fmt.Errorf("range end %s is before start %s", v.End, v.Start)
	}
	r.Start, r.End = s, e
	return nil
}

// Format is the requested shape of the final report.
type Format string

// Report formats.
const (
	FormatText     Format = "text"
	FormatEmail    Format = "email"
	FormatTable    Format = "table"
	FormatMarkdown Format = "markdown"
)

// Task is a goal made structured: the article's {goal, constraints,
// expected_output} plus what the planner resolved from it.
type Task struct {
	// Goal is the original text, kept verbatim and re-injected into every
	// model call.
	Goal string `json:"goal"`
	// Language is "zh" or "en": the language of the goal and of the report.
	Language string `json:"language,omitempty"`
	// Constraints are the goal's stated limits, human-readable
	// (data_scope, compare_with, output_format, max_chars, …).
	Constraints map[string]string `json:"constraints,omitempty"`
	// ExpectedOutput says what the result should contain.
	ExpectedOutput string `json:"expected_output,omitempty"`
	// TimeRange is the primary period the goal is about, resolved to dates.
	TimeRange *Range `json:"time_range,omitempty"`
	// CompareRange is the period to compare with (环比/同比), if any.
	CompareRange *Range `json:"compare_range,omitempty"`
	// Entities are resolved entity values by kind: "region" → "east_china",
	// "metric" → "revenue", "tool" → an explicitly named tool.
	Entities map[string]string `json:"entities,omitempty"`
	// Format is the requested report format.
	Format Format `json:"format,omitempty"`
	// MaxChars caps the report length; zero means no cap.
	MaxChars int `json:"max_chars,omitempty"`
	// Subtasks, when set on a structured task, is an explicit plan: the
	// planner runs it as given instead of decomposing the goal.
	Subtasks []Subtask `json:"subtasks,omitempty"`
}

// SubtaskKind distinguishes data-gathering subtasks from the final report.
type SubtaskKind string

// Subtask kinds.
const (
	KindTool   SubtaskKind = "tool"
	KindReport SubtaskKind = "report"
)

// Subtask is one node of the plan graph.
type Subtask struct {
	// ID is unique within the task and names the subtask in every log line.
	ID string `json:"id"`
	// Description is the need this subtask serves, in the goal's words.
	Description string `json:"description"`
	// Kind is KindTool or KindReport.
	Kind SubtaskKind `json:"kind,omitempty"`
	// DependsOn lists the IDs that must finish first.
	DependsOn []string `json:"depends_on"`
	// Tool is the chosen tool, or "" when none is suitable.
	Tool string `json:"tool"`
	// Scores ranks the candidate tools, best first.
	Scores []Score `json:"scores,omitempty"`
	// Ambiguous names the top two tools when their scores are within the
	// scorer's margin (a TOOL_AMBIGUOUS event); empty otherwise.
	Ambiguous []string `json:"ambiguous,omitempty"`
	// Args are the filled arguments.
	Args map[string]any `json:"args"`
	// Missing lists required arguments that could not be filled.
	Missing []string `json:"missing"`
	// Defaults are the arguments filled from the caller's saved
	// preferences, by parameter name, as saved: the goal stated none.
	Defaults map[string]string `json:"defaults,omitempty"`
}

// Plan is the subtask graph of a task.
type Plan struct {
	Subtasks []Subtask `json:"subtasks"`
}

// Score is a tool's suitability for a subtask, normalized to 0..1.
type Score struct {
	Tool  string  `json:"tool"`
	Score float64 `json:"score"`
}

// StepSummary is what the report and later reasoning see of a finished
// subtask: a bounded summary, never the whole payload.
type StepSummary struct {
	SubtaskID   string `json:"subtask_id"`
	Description string `json:"description"`
	Tool        string `json:"tool,omitempty"`
	// Status is how the subtask ended: succeeded, failed, skipped or
	// cancelled.
	Status StepStatus `json:"status"`
	// ErrorKind is the kind of failure when the subtask did not succeed
	// because of one; KindUnspecified otherwise.
	ErrorKind toolerr.Kind `json:"error_kind,omitempty"`
	// Summary is the compressed result, or why the subtask did not succeed.
	Summary string `json:"summary"`
	// Data is a bounded excerpt of the output for the report template
	// (key fields, first rows); nil when the subtask did not succeed.
	Data json.RawMessage `json:"data,omitempty"`
	// Ambiguous names the two tools that scored too close to tell apart
	// when this subtask's tool was chosen: the report lists the subtask as
	// needing attention, whatever its status.
	Ambiguous []string `json:"ambiguous,omitempty"`
}

// SortScores orders scores best first, ties by tool name, so that rankings
// are deterministic.
func SortScores(s []Score) {
	slices.SortFunc(s, func(a, b Score) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return strings.Compare(a.Tool, b.Tool)
	})
}
