// Package live renders a running task for a person. Piped, it writes the
// plain event log. On a terminal it colours each line by what happened and
// keeps a status line under the log — elapsed time and the subtasks in
// flight — redrawn while nothing else prints, so a slow step does not look
// like a hang.
package live

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/eventlog"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// ANSI sequences.
const (
	reset     = "\x1b[0m"
	bold      = "\x1b[1m"
	dim       = "\x1b[2m"
	red       = "\x1b[31m"
	green     = "\x1b[32m"
	yellow    = "\x1b[33m"
	blue      = "\x1b[34m"
	magenta   = "\x1b[35m"
	cyan      = "\x1b[36m"
	clearLine = "\r\x1b[K"
)

// MaxStatus caps the status line, in characters, so it stays on one line
// of an ordinary terminal.
const MaxStatus = 100

// Output writes a task's events as they arrive. Its methods may be called
// from several goroutines (the event stream and a ticker).
type Output struct {
	w        io.Writer
	printer  eventlog.Printer
	terminal bool
	now      func() time.Time

	mu       sync.Mutex
	start    time.Time
	running  []string // subtasks in flight, in the order they started
	awaiting []string // subtasks waiting for approval
	shown    bool     // a status line is on screen
	done     bool
}

// New returns an Output writing to w. terminal turns on colour and the
// status line; now is the clock of the elapsed time.
func New(w io.Writer, p eventlog.Printer, terminal bool, now func() time.Time) *Output {
	if now == nil {
		now = time.Now
	}
	return &Output{w: w, printer: p, terminal: terminal, now: now, start: now()}
}

// Event prints one event and, on a terminal, the status line after it.
func (o *Output) Event(ev *hermesv1.TaskEvent) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.track(ev)
	line := o.printer.Line(ev)
	if !o.terminal {
		fmt.Fprintln(o.w, line)
		return
	}
	o.erase()
	fmt.Fprintln(o.w, Colour(line, ev))
	o.draw()
}

// Tick redraws the status line with the time now.
func (o *Output) Tick() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.terminal {
		o.erase()
		o.draw()
	}
}

// Pause erases the status line, so a prompt or the report can print; the
// next Event or Tick brings it back.
func (o *Output) Pause() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.erase()
}

func (o *Output) erase() {
	if o.shown {
		io.WriteString(o.w, clearLine)
		o.shown = false
	}
}

func (o *Output) draw() {
	if o.done {
		return
	}
	io.WriteString(o.w, dim+StatusLine(o.now().Sub(o.start), o.running, o.awaiting)+reset)
	o.shown = true
}

// track follows which subtasks are in flight.
func (o *Output) track(ev *hermesv1.TaskEvent) {
	id := ev.GetSubtaskId()
	switch ev.GetKind() {
	case hermesv1.EventKind_EVENT_KIND_TOOL_SELECT, hermesv1.EventKind_EVENT_KIND_TOOL_CALL,
		hermesv1.EventKind_EVENT_KIND_STEP_REPAIR, hermesv1.EventKind_EVENT_KIND_LLM_SUMMARIZE:
		if id != "" && !slices.Contains(o.running, id) {
			o.running = append(o.running, id)
		}
	case hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE, hermesv1.EventKind_EVENT_KIND_STEP_FAILED,
		hermesv1.EventKind_EVENT_KIND_STEP_SKIPPED, hermesv1.EventKind_EVENT_KIND_NO_SUITABLE_TOOL:
		o.running = remove(o.running, id)
	case hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED:
		o.running = remove(o.running, id)
		o.awaiting = append(o.awaiting, id)
	case hermesv1.EventKind_EVENT_KIND_APPROVAL_DECIDED:
		o.awaiting = remove(o.awaiting, id)
	case hermesv1.EventKind_EVENT_KIND_TASK_DONE:
		o.running, o.awaiting, o.done = nil, nil, true
	}
}

func remove(s []string, v string) []string {
	return slices.DeleteFunc(s, func(x string) bool { return x == v })
}

// StatusLine renders the status: elapsed time, then what is in flight.
//
//	⏵ 1m05s  running: metric_center, alert_history
func StatusLine(elapsed time.Duration, running, awaiting []string) string {
	var b strings.Builder
	b.WriteString("⏵ " + Elapsed(elapsed))
	switch {
	case len(running) > 0:
		b.WriteString("  running: " + strings.Join(running, ", "))
	case len(awaiting) == 0:
		b.WriteString("  waiting for the planner")
	}
	if len(awaiting) > 0 {
		b.WriteString("  awaiting approval: " + strings.Join(awaiting, ", "))
	}
	s := b.String()
	if r := []rune(s); len(r) > MaxStatus {
		s = string(r[:MaxStatus-1]) + "…"
	}
	return s
}

// Elapsed renders a duration to the second: 7s, 1m05s, 1h02m03s.
func Elapsed(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%ds", s)
	case s < 3600:
		return fmt.Sprintf("%dm%02ds", s/60, s%60)
	}
	return fmt.Sprintf("%dh%02dm%02ds", s/3600, s/60%60, s%60)
}

// Colour colours a log line: the time dim, the event kind by what it
// means — green for progress that succeeded, red for failures, yellow for
// what needs a person.
func Colour(line string, ev *hermesv1.TaskEvent) string {
	ts, rest, ok := strings.Cut(line, " ")
	if !ok {
		return line
	}
	kind, tail, _ := strings.Cut(rest, " ")
	if tail != "" {
		tail = " " + tail
	}
	return dim + ts + reset + " " + kindColour(ev) + kind + reset + tail
}

func kindColour(ev *hermesv1.TaskEvent) string {
	switch ev.GetKind() {
	case hermesv1.EventKind_EVENT_KIND_TASK_START, hermesv1.EventKind_EVENT_KIND_PLAN_COMPLETE:
		return bold + cyan
	case hermesv1.EventKind_EVENT_KIND_TOOL_SELECT:
		return blue
	case hermesv1.EventKind_EVENT_KIND_TOOL_CALL:
		return cyan
	case hermesv1.EventKind_EVENT_KIND_LLM_SUMMARIZE:
		return magenta
	case hermesv1.EventKind_EVENT_KIND_TOOL_RESULT:
		if ev.GetError() != nil {
			return red
		}
		return green
	case hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE, hermesv1.EventKind_EVENT_KIND_APPROVAL_DECIDED:
		return green
	case hermesv1.EventKind_EVENT_KIND_STEP_FAILED, hermesv1.EventKind_EVENT_KIND_TASK_CANCELLED:
		return red
	case hermesv1.EventKind_EVENT_KIND_TASK_DONE:
		return bold + doneColour(ev.GetState(), ev.GetStatus())
	}
	return yellow // ambiguity, repairs, skips, limits, approvals: a person may want to look
}

func doneColour(s hermesv1.TaskState, status string) string {
	switch {
	case s == hermesv1.TaskState_TASK_STATE_SUCCEEDED || status == "succeeded":
		return green
	case s == hermesv1.TaskState_TASK_STATE_PARTIAL || s == hermesv1.TaskState_TASK_STATE_STOPPED_LIMIT || s == hermesv1.TaskState_TASK_STATE_SKIPPED,
		status == "partial" || status == "stopped_limit" || status == "skipped":
		return yellow
	}
	return red
}
