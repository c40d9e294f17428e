// Package reason defines the planner's reasoning: the one interface behind
// which goal parsing, planning, tool scoring, argument filling, judging,
// summarizing and reporting sit. The step loop depends on this interface
// only; the embedded engine (package embedded) and the OpenAI-compatible
// model engine (package model) implement it.
package reason

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// ErrNotUnderstood is returned by Parse when a goal yields no task at all
// (empty, or nothing the engine can act on).
var ErrNotUnderstood = errors.New("reason: goal not understood")

// ErrBudgetExhausted is returned by a model engine when the task's token
// budget leaves no room for another model call: the step loop stops the
// task at its token limit.
var ErrBudgetExhausted = errors.New("reason: token budget exhausted")

// Reasoner is the planner's reasoning. Every method is safe for concurrent
// use; per-task context travels in the *Run argument.
type Reasoner interface {
	// Parse turns a natural-language goal into a structured task, resolving
	// relative times against the engine's clock.
	Parse(ctx context.Context, goal string, meter *Meter) (*task.Task, error)
	// Plan decomposes the task into a subtask graph over the catalog: one
	// subtask per need, with tools scored and chosen (or none), arguments
	// filled and missing ones listed, plus a final report subtask.
	Plan(ctx context.Context, run *Run, catalog []toolspec.Spec) (*task.Plan, error)
	// Score ranks the catalog for one subtask, best first, scores in 0..1.
	Score(ctx context.Context, run *Run, st *task.Subtask, catalog []toolspec.Spec) ([]task.Score, error)
	// FillArgs fills the chosen tool's arguments from the task. prev holds
	// the arguments of a failed call and hint the tool's PARAM hint, both
	// empty on the first fill. Required arguments it cannot fill are
	// returned in missing, never invented.
	FillArgs(ctx context.Context, run *Run, st *task.Subtask, spec *toolspec.Spec, prev map[string]any, hint string) (args map[string]any, missing []string, err error)
	// Judge checks a tool's output against the subtask's expectation and the
	// tool's returns schema.
	Judge(ctx context.Context, run *Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (Verdict, error)
	// Summarize compresses a tool's output into a short, bounded summary
	// and a bounded data excerpt.
	Summarize(ctx context.Context, run *Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (task.StepSummary, error)
	// Report writes the final report in the goal's language and requested
	// format, honouring its length limit and naming every skipped or failed
	// subtask and why. An engine that cannot (its token budget is spent,
	// its model failed) writes its own fallback report: the caller gets an
	// error only when no report at all could be written.
	Report(ctx context.Context, run *Run, steps []task.StepSummary) (string, error)
	// Threshold is the score under which no tool is suitable: what Plan
	// holds a chosen tool to, and what a next-best tool must reach before
	// the step loop tries it after a refusal.
	Threshold() float64
}

// Verdict is the judgement of one tool result.
type Verdict struct {
	// OK is true when the result serves the subtask.
	OK bool
	// Empty is true when the result holds no data (no rows, empty list).
	Empty bool
	// Reason says why the result was rejected or flagged.
	Reason string
}

// Run is the per-task context of every reasoning call: the original goal and
// structured task (re-injected into every model prompt, R14), the summaries
// of completed steps, and the token meter.
type Run struct {
	Task  *task.Task
	Meter *Meter
	// Defaults are the caller's saved preferences by key (a parameter
	// name, or task.PreferenceFormat): an engine uses one only where the
	// goal states nothing, and says so (UseDefault, Subtask.Defaults).
	Defaults map[string]string

	mu        sync.Mutex
	completed []task.StepSummary
	used      map[string]string
}

// NewRun returns a Run for t with the given meter.
func NewRun(t *task.Task, meter *Meter) *Run {
	if meter == nil {
		meter = NewMeter(0)
	}
	return &Run{Task: t, Meter: meter}
}

// Complete records a finished step's summary.
func (r *Run) Complete(s task.StepSummary) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.completed = append(r.completed, s)
}

// Completed returns the summaries recorded so far, in completion order.
func (r *Run) Completed() []task.StepSummary {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]task.StepSummary(nil), r.completed...)
}

// UseDefault records that the saved default key=value stood in for what
// the goal left out of the task as a whole (its report format, say).
func (r *Run) UseDefault(key, value string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.used == nil {
		r.used = map[string]string{}
	}
	r.used[key] = value
}

// DefaultsUsed returns the saved defaults recorded with UseDefault; nil
// when none. A subtask's own are on task.Subtask.Defaults.
func (r *Run) DefaultsUsed() map[string]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return maps.Clone(r.used)
}

// DefaultsLine renders used defaults as "format=table region=east" in key
// order; "" when none.
func DefaultsLine(used map[string]string) string {
	keys := slices.Sorted(maps.Keys(used))
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + used[k]
	}
	return strings.Join(parts, " ")
}

// Meter accounts the tokens a task spends against its budget. It is safe for
// concurrent use.
type Meter struct {
	mu     sync.Mutex
	budget int // 0 = unlimited
	used   int
}

// NewMeter returns a meter with the given budget; 0 means unlimited.
func NewMeter(budget int) *Meter { return &Meter{budget: budget} }

// Add records n tokens spent.
func (m *Meter) Add(n int) {
	m.mu.Lock()
	m.used += n
	m.mu.Unlock()
}

// Used returns the tokens spent so far.
func (m *Meter) Used() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.used
}

// Exhausted reports whether the budget is spent: no new model call may start.
func (m *Meter) Exhausted() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.budget > 0 && m.used >= m.budget
}

// Budget returns the budget; 0 means unlimited.
func (m *Meter) Budget() int { return m.budget }
