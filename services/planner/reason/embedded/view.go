package embedded

import (
	"encoding/json"
	"maps"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// PlanView is the JSON shape `hermes plan --json` prints: the structured
// task and its subtasks, with a tool that is not chosen rendered as null
// and every list present (empty rather than null).
type PlanView struct {
	Task     TaskView      `json:"task"`
	Subtasks []SubtaskView `json:"subtasks"`
}

// TaskView is the task part of a PlanView.
type TaskView struct {
	Goal           string            `json:"goal"`
	Constraints    map[string]string `json:"constraints"`
	ExpectedOutput string            `json:"expected_output"`
	TimeRange      *task.Range       `json:"time_range,omitempty"`
	CompareRange   *task.Range       `json:"compare_range,omitempty"`
}

// SubtaskView is one subtask of a PlanView.
type SubtaskView struct {
	ID          string         `json:"id"`
	Description string         `json:"description"`
	DependsOn   []string       `json:"depends_on"`
	Tool        *string        `json:"tool"`
	Scores      []task.Score   `json:"scores"`
	Ambiguous   []string       `json:"ambiguous,omitempty"`
	Args        map[string]any `json:"args"`
	Missing     []string       `json:"missing"`
}

// NewPlanView returns the view of a task and its plan.
func NewPlanView(t *task.Task, p *task.Plan) PlanView {
	v := PlanView{Subtasks: []SubtaskView{}}
	if t != nil {
		v.Task = TaskView{Goal: t.Goal, Constraints: map[string]string{}, ExpectedOutput: t.ExpectedOutput, TimeRange: t.TimeRange, CompareRange: t.CompareRange}
		maps.Copy(v.Task.Constraints, t.Constraints)
	}
	if p == nil {
		return v
	}
	for _, st := range p.Subtasks {
		sv := SubtaskView{
			ID:          st.ID,
			Description: st.Description,
			DependsOn:   append([]string{}, st.DependsOn...),
			Scores:      append([]task.Score{}, st.Scores...),
			Ambiguous:   st.Ambiguous,
			Args:        map[string]any{},
			Missing:     append([]string{}, st.Missing...),
		}
		if st.Tool != "" {
			tool := st.Tool
			sv.Tool = &tool
		}
		maps.Copy(sv.Args, st.Args)
		v.Subtasks = append(v.Subtasks, sv)
	}
	return v
}

// PlanJSON renders a task and its plan as the `hermes plan --json` object,
// indented.
func PlanJSON(t *task.Task, p *task.Plan) ([]byte, error) {
	return json.MarshalIndent(NewPlanView(t, p), "", "  ")
}
