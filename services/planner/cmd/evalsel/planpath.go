package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// evalNow is the clock of every external set: a fixed instant, so that a
// date a goal names resolves the same on every run.
var evalNow = time.Date(2025, 3, 10, 9, 0, 0, 0, time.FixedZone("CST", 8*3600))

// planPath runs goals the way hermes plan does: the embedded engine parses
// the goal into a task and plans it over the catalog (decomposition,
// scoring against the threshold, selection, argument filling). No tool is
// called.
type planPath struct {
	eng  *embedded.Engine
	opts lexical.Options
	now  time.Time
	loc  *time.Location
}

// newPlanPath builds the engine with the scorer options every line of the
// table shares, and the given clock and zone.
func newPlanPath(o lexical.Options, now time.Time, loc *time.Location) planPath {
	return newPlanPathOver(o, now, loc, nil)
}

// newPlanPathOver is newPlanPath with the engine's registry (nil: none).
func newPlanPathOver(o lexical.Options, now time.Time, loc *time.Location, registry []toolspec.Spec) planPath {
	opts := embedded.Options{
		Now:      func() time.Time { return now },
		Location: loc,
		Scoring:  o,
	}
	if registry != nil {
		opts.Registry = func() []toolspec.Spec { return registry }
	}
	return planPath{eng: embedded.New(opts), opts: o, now: now, loc: loc}
}

// withBackground is p planning over parts of the registry bg, as the
// planner does for a caller who sees only some of its tools
// (embedded.Options.Registry): bg counts towards the scorer's word rarity.
func (p planPath) withBackground(bg []toolspec.Spec) planPath {
	return newPlanPathOver(p.opts, p.now, p.loc, bg)
}

// outcome is what one goal's plan came to.
type outcome struct {
	task  *task.Task // nil when the goal was not understood
	calls []task.Subtask
	steps int // the plan's steps besides its report, with a tool or none
}

// tools is the set of tools the plan calls, sorted.
func (o outcome) tools() []string {
	var out []string
	for _, st := range o.calls {
		if !slices.Contains(out, st.Tool) {
			out = append(out, st.Tool)
		}
	}
	slices.Sort(out)
	return out
}

// plan parses goal and plans it over catalog. A goal the engine does not
// understand plans no tool, as hermes plan reports it.
func (p planPath) plan(goal string, catalog []toolspec.Spec) (outcome, error) {
	return p.planWith(goal, catalog, "")
}

// planWith is plan with the tool given, as a structured task names it: the
// engine then only fills that tool's arguments.
func (p planPath) planWith(goal string, catalog []toolspec.Spec, tool string) (outcome, error) {
	ctx := context.Background()
	meter := reason.NewMeter(0)
	t, err := p.eng.Parse(ctx, goal, meter)
	if errors.Is(err, reason.ErrNotUnderstood) {
		return outcome{}, nil
	}
	if err != nil {
		return outcome{}, err
	}
	if tool != "" {
		t.Subtasks = []task.Subtask{{ID: "given", Description: goal, Kind: task.KindTool, Tool: tool}}
	}
	plan, err := p.eng.Plan(ctx, reason.NewRun(t, meter), catalog)
	if err != nil {
		return outcome{}, err
	}
	o := outcome{task: t}
	for _, st := range plan.Subtasks {
		if st.Kind == task.KindReport {
			continue
		}
		o.steps++
		if st.Tool != "" {
			o.calls = append(o.calls, st)
		}
	}
	return o, nil
}

// functionCatalog loads an OpenAI-style function list through the same
// loader as hermes plan --tools, so names, "dict" and "float" are read as a
// user's catalog is.
func functionCatalog(name string, fns any) ([]toolspec.Spec, []string, error) {
	data, err := json.Marshal(fns)
	if err != nil {
		return nil, nil, err
	}
	cat, err := manifest.ParseFunctions(name, data)
	if err != nil {
		return nil, nil, err
	}
	specs := make([]toolspec.Spec, len(cat.Tools))
	for i, t := range cat.Tools {
		specs[i] = t.Spec
	}
	return specs, cat.Warnings, nil
}

// displayNames maps each tool name of a catalog to the name its catalog
// gave it (they differ for names that had to be sanitized).
func displayNames(specs []toolspec.Spec) map[string]string {
	out := make(map[string]string, len(specs))
	for i := range specs {
		out[specs[i].Name] = specs[i].DisplayName()
	}
	return out
}

// parallel runs fn for 0..n-1 on every CPU and reports progress on w
// (stderr) for sets long enough to wait on. The first error stops it.
func parallel(w io.Writer, label string, n int, fn func(i int) error) error {
	var next, done atomic.Int64
	var mu sync.Mutex
	var first error
	start := time.Now()
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				mu.Lock()
				stop := first != nil
				mu.Unlock()
				if stop {
					return
				}
				if err := fn(i); err != nil {
					mu.Lock()
					if first == nil {
						first = fmt.Errorf("%s #%d: %w", label, i, err)
					}
					mu.Unlock()
					return
				}
				if d := done.Add(1); n >= 2000 && d%(int64(n)/4) == 0 && d < int64(n) {
					fmt.Fprintf(w, "evalsel: %s %d/%d\n", label, d, n)
				}
			}
		}()
	}
	wg.Wait()
	if first == nil {
		fmt.Fprintf(w, "evalsel: %s: %d goals through the plan path in %s\n", label, n, time.Since(start).Round(time.Millisecond))
	}
	return first
}

// sameSet reports whether got and want hold the same names.
func sameSet(got, want []string) bool {
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	return slices.Equal(slices.Compact(g), slices.Compact(w))
}
