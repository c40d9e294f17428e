package loop

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// runGraph runs the tool subtasks, each once its dependencies have ended,
// at most limits.Parallelism at a time; report subtasks are written after.
// One dispatcher starts them: among the subtasks ready to start it takes
// the earliest in the plan, so with parallelism 1 they run in plan order.
func (x *execution) runGraph(ctx context.Context, plan *task.Plan) {
	g := newGraph(plan)
	ended := make(chan int, len(plan.Subtasks))
	holds := make([]slot, len(plan.Subtasks)) // each subtask's hold on a slot
	running := 0
	w := workers{jobs: make(chan int, len(plan.Subtasks)), do: func(i int) {
		st := &plan.Subtasks[i]
		defer func() { ended <- i }()
		defer x.recoverSubtask(ctx, st)
		x.runSubtask(ctx, st, &holds[i])
	}}
	defer w.close()
	for {
		for i := g.next(0); i >= 0; i = g.next(i + 1) {
			st := &plan.Subtasks[i]
			if failed := x.failedDependency(st); failed != "" || ctx.Err() != nil {
				if ctx.Err() != nil { // the task is stopping: nothing new starts
					x.endCancelled(ctx, st)
				} else {
					x.settle(ctx, st, task.StepSkipped, toolerr.KindUnspecified, fmt.Sprintf("dependency %s did not succeed", failed), nil)
				}
				g.end(i)
				i = -1 // an end may make an earlier subtask ready
				continue
			}
			if !x.slots.tryAcquire() {
				break
			}
			g.start(i)
			running++
			holds[i] = slot{s: x.slots, order: i, held: true}
			w.run(i)
		}
		if running == 0 {
			return
		}
		select {
		case i := <-ended:
			holds[i].end()
			g.end(i)
			running--
			w.idle++
		case <-x.slots.freed:
		case <-ctx.Done():
			// Stop starting subtasks; the running ones see ctx and end.
			for running > 0 {
				i := <-ended
				holds[i].end()
				g.end(i)
				running--
			}
		}
	}
}

// workers runs a graph's subtasks on goroutines it keeps until the graph
// ends: a stack grown by one subtask serves the next instead of growing
// again in a fresh goroutine. A subtask waits for no worker: with none
// idle it gets a new one. Jobs are subtask indexes, which do runs: a
// subtask started costs no closure.
type workers struct {
	do func(subtask int)
	// jobs holds the subtasks handed to idle workers; it has room for
	// every idle worker, so handing one over never blocks.
	jobs chan int
	// idle counts the workers whose subtask ended (the graph received its
	// end, do's last act) and that take the next job; the graph's
	// goroutine alone keeps it.
	idle int
	wg   sync.WaitGroup
}

func (w *workers) run(subtask int) {
	if w.idle > 0 {
		w.idle--
		w.jobs <- subtask
		return
	}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		w.do(subtask)
		for i := range w.jobs {
			w.do(i)
		}
	}()
}

// close lets the workers go once they are idle and waits for them.
func (w *workers) close() {
	if w.jobs != nil {
		close(w.jobs)
	}
	w.wg.Wait()
}

// graph tracks which subtasks of a plan have started and ended.
type graph struct {
	plan    *task.Plan
	index   map[string]int
	started []bool
	ended   []bool
}

func newGraph(plan *task.Plan) *graph {
	g := &graph{plan: plan, index: make(map[string]int, len(plan.Subtasks)),
		started: make([]bool, len(plan.Subtasks)), ended: make([]bool, len(plan.Subtasks))}
	for i, st := range plan.Subtasks {
		g.index[st.ID] = i
		if st.Kind == task.KindReport {
			g.started[i], g.ended[i] = true, true
		}
	}
	return g
}

// next returns the first subtask from position from on that has not
// started and whose dependencies have all ended, or -1.
func (g *graph) next(from int) int {
	for i := from; i < len(g.plan.Subtasks); i++ {
		if g.started[i] {
			continue
		}
		ready := true
		for _, d := range g.plan.Subtasks[i].DependsOn {
			if !g.ended[g.index[d]] {
				ready = false
				break
			}
		}
		if ready {
			return i
		}
	}
	return -1
}

func (g *graph) start(i int) { g.started[i] = true }

func (g *graph) end(i int) { g.started[i], g.ended[i] = true, true }

// recoverSubtask turns a panic inside one subtask (a reasoner, an adapter)
// into that subtask's SYSTEM failure: the planner and the other subtasks go
// on, and the record says what happened.
func (x *execution) recoverSubtask(ctx context.Context, st *task.Subtask) {
	p := recover()
	if p == nil {
		return
	}
	x.opts().Logger.ErrorContext(ctx, "subtask panicked", "execution_id", x.id, "subtask", st.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	terr := toolerr.Systemf(toolerr.CodeInternal, "internal error in subtask %s: %v", st.ID, p)
	x.settle(context.WithoutCancel(ctx), st, task.StepFailed, toolerr.System, terr.Message, terr)
}

func (x *execution) failedDependency(st *task.Subtask) string {
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, d := range st.DependsOn {
		if r, ok := x.results[d]; ok && r.Status != task.StepSucceeded {
			return d
		}
	}
	return ""
}
