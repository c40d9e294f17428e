// Package eventlog renders task events as the article's log lines:
//
//	[14:02:03] TOOL_CALL subtask=core_metrics tool=query_metric_center params={"date":"2025-03-03","metric":"revenue"}
//
// one line per event, each naming its subtask so parallel runs stay readable.
package eventlog

import (
	"fmt"
	"sort"
	"strings"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// Kind returns the log name of an event kind, e.g. TOOL_CALL.
func Kind(k hermesv1.EventKind) string {
	return strings.TrimPrefix(k.String(), "EVENT_KIND_")
}

// State returns the short name of a task state, e.g. SUCCEEDED.
func State(s hermesv1.TaskState) string {
	return strings.TrimPrefix(s.String(), "TASK_STATE_")
}

// Line renders one event in loc's clock.
func Line(ev *hermesv1.TaskEvent, loc *time.Location) string {
	return Printer{Location: loc}.Line(ev)
}

// Printer renders events for a reader talking to one gateway.
type Printer struct {
	// Location is the clock the times are shown in.
	Location *time.Location
	// Gateway, when set, is the --addr the approval command of an
	// APPROVAL_REQUIRED line must carry; empty when the reader's default
	// gateway is the one that ran the task.
	Gateway string
}

// Line renders one event. An APPROVAL_REQUIRED line ends with the command
// that approves the step, ready to copy.
func (p Printer) Line(ev *hermesv1.TaskEvent) string {
	loc := p.Location
	if loc == nil {
		loc = time.Local
	}
	var b strings.Builder
	ts := ev.GetTime().AsTime().In(loc)
	fmt.Fprintf(&b, "[%s] %s", ts.Format("15:04:05"), Kind(ev.GetKind()))
	kv := func(k, v string) {
		if v == "" {
			return
		}
		if strings.ContainsAny(v, " \t\n") && !strings.HasPrefix(v, "{") {
			v = fmt.Sprintf("%q", v)
		}
		b.WriteString(" " + k + "=" + v)
	}
	kv("subtask", ev.GetSubtaskId())
	switch ev.GetKind() {
	case hermesv1.EventKind_EVENT_KIND_TASK_START:
		kv("task_id", ev.GetExecutionId())
		kv("goal", ev.GetMessage())
	case hermesv1.EventKind_EVENT_KIND_PLAN_COMPLETE:
		kv("subtasks", ev.GetFields()["subtasks"])
		kv("plan", ev.GetMessage())
		savedDefaults(&b, ev)
	case hermesv1.EventKind_EVENT_KIND_TOOL_SELECT:
		kv("selected", ev.GetTool())
		kv("score", ev.GetFields()["score"])
		kv("reason", ev.GetMessage())
		savedDefaults(&b, ev)
	case hermesv1.EventKind_EVENT_KIND_TOOL_AMBIGUOUS, hermesv1.EventKind_EVENT_KIND_NO_SUITABLE_TOOL:
		kv("candidates", scores(ev.GetScores()))
		kv("note", ev.GetMessage())
	case hermesv1.EventKind_EVENT_KIND_TOOL_CALL:
		kv("tool", ev.GetTool())
		kv("params", ev.GetArgsSummary())
		savedDefaults(&b, ev)
	case hermesv1.EventKind_EVENT_KIND_TOOL_RESULT:
		kv("tool", ev.GetTool())
		kv("status", ev.GetStatus())
		if e := ev.GetError(); e != nil {
			kv("error_kind", strings.TrimPrefix(e.GetKind().String(), "ERROR_KIND_"))
			kv("code", e.GetCode())
			kv("message", e.GetMessage())
		} else {
			fields(&b, ev.GetFields())
		}
	case hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE:
		kv("tool", ev.GetTool())
		kv("summary", clip(ev.GetMessage(), MaxSummary))
	case hermesv1.EventKind_EVENT_KIND_TASK_DONE:
		kv("status", ev.GetStatus())
		if ev.GetState() == hermesv1.TaskState_TASK_STATE_SKIPPED {
			// A scheduled fire that did not run: why, and what it gave way to.
			f := ev.GetFields()
			kv("job", f["job"])
			kv("scheduled", f["scheduled"])
			kv("skip_reason", f["skip_reason"])
			kv("running", f["running"])
			break
		}
		if ev.GetLimit() != hermesv1.LimitKind_LIMIT_KIND_UNSPECIFIED {
			kv("limit", strings.ToLower(strings.TrimPrefix(ev.GetLimit().String(), "LIMIT_KIND_")))
			kv("needs_takeover", "true")
		}
		kv("steps", ev.GetFields()["steps"])
		kv("total_tokens", ev.GetFields()["total_tokens"])
		kv("error", ev.GetMessage())
	case hermesv1.EventKind_EVENT_KIND_LLM_SUMMARIZE:
		kv("action", ev.GetMessage())
	case hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED:
		kv("tool", ev.GetTool())
		kv("params", ev.GetArgsSummary())
		kv("message", ev.GetMessage())
	default:
		kv("tool", ev.GetTool())
		kv("status", ev.GetStatus())
		if e := ev.GetError(); e != nil {
			kv("error_kind", strings.TrimPrefix(e.GetKind().String(), "ERROR_KIND_"))
		}
		fields(&b, ev.GetFields())
		kv("message", ev.GetMessage())
	}
	if d := ev.GetDurationMs(); d > 0 || ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_RESULT {
		kv("duration_ms", fmt.Sprint(d))
	}
	if t := ev.GetTokens(); t > 0 && ev.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		kv("tokens", fmt.Sprint(t))
	}
	if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED {
		// Last, so the command runs to the end of the line.
		b.WriteString(" approve: " + p.ApproveCommand(ev))
	}
	return b.String()
}

// ApproveCommand is the command that approves the step an
// APPROVAL_REQUIRED event waits on (add --reject to refuse it).
func (p Printer) ApproveCommand(ev *hermesv1.TaskEvent) string {
	cmd := "hermes approve"
	if p.Gateway != "" {
		cmd += " --addr " + p.Gateway
	}
	return cmd + " " + ev.GetExecutionId() + " " + ev.GetSubtaskId()
}

// MaxSummary caps a summary in a log line, in characters; the full summary
// is in the step snapshot and the report.
const MaxSummary = 80

func clip(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		return string(r[:max-1]) + "…"
	}
	return s
}

func fields(b *strings.Builder, f map[string]string) {
	keys := make([]string, 0, len(f))
	for k := range f {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := f[k]
		if strings.ContainsAny(v, " \t\n") {
			v = fmt.Sprintf("%q", v)
		}
		b.WriteString(" " + k + "=" + v)
	}
}

func scores(s []*hermesv1.ToolScore) string {
	parts := make([]string, len(s))
	for i, sc := range s {
		parts[i] = fmt.Sprintf("%s(%.2f)", sc.GetTool(), sc.GetScore())
	}
	return strings.Join(parts, ",")
}

// savedDefaults names the values the caller's saved preferences supplied
// because the goal left them out, as "[region=east from your saved
// defaults]": a reader must see which values the goal did not give.
func savedDefaults(b *strings.Builder, ev *hermesv1.TaskEvent) {
	if d := ev.GetFields()["defaults"]; d != "" {
		b.WriteString(" [" + d + " from your saved defaults]")
	}
}
