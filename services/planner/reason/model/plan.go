package model

import (
	"context"
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// planScores caps the scores kept on each planned subtask.
const planScores = 10

// reportID names the final report subtask.
const reportID = "report"

const planInstructions = systemPreamble + `

Task: decompose the goal into subtasks, one per piece of information the goal needs gathered, each answerable by one tool call. ` +
	`Give each a short snake_case id, a description in the goal's own language and words, and depends_on: the ids of subtasks whose output it needs ([] when it needs none; independent subtasks run in parallel). ` +
	`How to present the result (format, length, sending by email) is a constraint, not a subtask. Do not add a final report subtask: one is added after yours. ` +
	`At most %d subtasks. The available tools are listed for orientation; do not choose tools here.
Reply shape: {"subtasks":[{"id":"core_metrics","description":"...","depends_on":[]}]}`

// Plan asks the model for the decomposition, then scores each subtask's
// candidates and fills the chosen tool's arguments through Score and
// FillArgs, and appends the final report subtask depending on all others.
// The decomposition is checked before use: ids are normalized to
// snake_case and must be unique, dependencies must name other subtasks,
// and the graph must have no cycle; a reply that fails gets the retry. A
// structured task's explicit subtasks are kept and only completed.
func (e *Engine) Plan(ctx context.Context, run *reason.Run, catalog []toolspec.Spec) (*task.Plan, error) {
	if run == nil || run.Task == nil {
		return nil, fmt.Errorf("%w: no task to plan", reason.ErrNotUnderstood)
	}
	var subs []task.Subtask
	if len(run.Task.Subtasks) > 0 {
		for _, st := range run.Task.Subtasks {
			if st.Kind != task.KindReport {
				subs = append(subs, st)
			}
		}
	} else {
		var err error
		if subs, err = e.decompose(ctx, run, catalog); err != nil {
			return nil, err
		}
	}
	byName := make(map[string]*toolspec.Spec, len(catalog))
	for i := range catalog {
		byName[catalog[i].Name] = &catalog[i]
	}
	deps := make([]string, 0, len(subs))
	for i := range subs {
		if err := e.complete1(ctx, run, &subs[i], catalog, byName); err != nil {
			return nil, err
		}
		deps = append(deps, subs[i].ID)
	}
	subs = append(subs, task.Subtask{
		ID: reportID, Description: reason.ReportDescription(run.Task), Kind: task.KindReport,
		DependsOn: deps, Args: map[string]any{}, Missing: []string{},
	})
	return &task.Plan{Subtasks: subs}, nil
}

// complete1 scores, chooses and fills what st leaves out. A tool the
// catalog does not hold is never kept.
func (e *Engine) complete1(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec, byName map[string]*toolspec.Spec) error {
	if st.Kind == "" {
		st.Kind = task.KindTool
	}
	if st.DependsOn == nil {
		st.DependsOn = []string{}
	}
	if st.Tool != "" && byName[st.Tool] == nil {
		st.Tool = ""
	}
	if st.Tool == "" || st.Scores == nil {
		scores, err := e.Score(ctx, run, st, catalog)
		if err != nil {
			return err
		}
		best, ambiguous := e.choose(scores)
		st.Scores, st.Ambiguous = scores[:min(len(scores), planScores)], ambiguous
		if st.Tool == "" {
			st.Tool = best
		}
	}
	if st.Args == nil {
		st.Args = map[string]any{}
	}
	if st.Missing == nil {
		st.Missing = []string{}
	}
	if spec := byName[st.Tool]; spec != nil && len(st.Args) == 0 {
		args, missing, err := e.FillArgs(ctx, run, st, spec, nil, "")
		if err != nil {
			return err
		}
		st.Args, st.Missing = args, missing
	}
	return nil
}

// decompose asks the model for the subtasks of the goal.
func (e *Engine) decompose(ctx context.Context, run *reason.Run, catalog []toolspec.Spec) ([]task.Subtask, error) {
	whole := &task.Subtask{Description: run.Task.Goal}
	candidates, err := e.candidates(ctx, run, whole, catalog)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString("Decompose the goal above into subtasks.")
	if len(candidates) > 0 {
		b.WriteString("\nTools (name: summary):")
		for i := range candidates {
			b.WriteString("\n" + indexLine(&candidates[i]))
		}
	}
	var reply struct {
		Subtasks []struct {
			ID          string   `json:"id"`
			Description string   `json:"description"`
			DependsOn   []string `json:"depends_on"`
		} `json:"subtasks"`
	}
	var subs []task.Subtask
	c := call{
		op:        opPlan,
		system:    fmt.Sprintf(planInstructions, e.opts.MaxSubtasks),
		user:      e.userPrompt(run, b.String()),
		maxTokens: 200 + 160*e.opts.MaxSubtasks,
		check: func() error {
			subs = subs[:0]
			n := len(reply.Subtasks)
			if n == 0 || n > e.opts.MaxSubtasks {
				return fmt.Errorf("%d subtasks; want 1 to %d", n, e.opts.MaxSubtasks)
			}
			ids := make(map[string]string, n) // as given → normalized
			for i, s := range reply.Subtasks {
				id := normalizeID(s.ID, i)
				if strings.TrimSpace(s.Description) == "" {
					return fmt.Errorf("subtask %q has no description", s.ID)
				}
				for _, seen := range ids {
					if seen == id {
						return fmt.Errorf("subtask id %q is used twice", id)
					}
				}
				ids[s.ID] = id
				subs = append(subs, task.Subtask{ID: id, Description: toolspec.Truncate(oneLine(s.Description), 300), Kind: task.KindTool})
			}
			for i, s := range reply.Subtasks {
				deps := []string{}
				for _, d := range s.DependsOn {
					id, ok := ids[d]
					switch {
					case !ok:
						return fmt.Errorf("subtask %q depends on %q, which is not a subtask", s.ID, d)
					case id == subs[i].ID:
						return fmt.Errorf("subtask %q depends on itself", s.ID)
					}
					deps = append(deps, id)
				}
				subs[i].DependsOn = deps
			}
			return (&task.Plan{Subtasks: subs}).Validate()
		},
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return nil, err
	}
	return subs, nil
}

// normalizeID makes id snake_case ([a-z0-9_], at most 40 bytes), never
// empty and never the report's id.
func normalizeID(id string, i int) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(id)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
		if b.Len() >= 40 {
			break
		}
	}
	out := strings.Trim(b.String(), "_")
	if out == "" {
		out = fmt.Sprintf("need_%d", i+1)
	}
	if out == reportID {
		out = "report_data"
	}
	return out
}
