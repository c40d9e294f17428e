package model

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// stepSummaryChars caps each completed step's summary in the block.
const stepSummaryChars = 240

// ReinjectionBlock returns the fixed block every prompt starts with (R14):
// the original goal (on one line), the structured task as JSON, and one line per
// completed step (status, subtask, tool, bounded summary). It depends only on
// run, so a test can rebuild it and find it verbatim in a request.
func ReinjectionBlock(run *reason.Run) string {
	var t task.Task
	var done []task.StepSummary
	if run != nil {
		if run.Task != nil {
			t = *run.Task
		}
		done = run.Completed()
	}
	var b strings.Builder
	b.WriteString("=== TASK (re-read before answering) ===\n")
	b.WriteString("Original goal: ")
	b.WriteString(oneLine(t.Goal))
	b.WriteString("\nStructured task (JSON): ")
	b.WriteString(taskJSON(&t))
	b.WriteString("\nCompleted steps:")
	if len(done) == 0 {
		b.WriteString(" none yet")
	}
	for i, s := range done {
		fmt.Fprintf(&b, "\n%d. [%s] %s", i+1, s.Status, s.SubtaskID)
		if s.Tool != "" {
			b.WriteString(" via " + s.Tool)
		}
		if s.ErrorKind != toolerr.KindUnspecified {
			b.WriteString(" (" + s.ErrorKind.String() + ")")
		}
		b.WriteString(": " + toolspec.Truncate(oneLine(s.Summary), stepSummaryChars))
	}
	b.WriteString("\n=== END TASK ===")
	return b.String()
}

// taskJSON renders the structured task without its goal, which the block
// shows on the line above: no goal is paid for twice per call.
func taskJSON(t *task.Task) string {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(jsonText(t)), &fields); err != nil {
		return "null"
	}
	delete(fields, "goal")
	return jsonText(fields)
}

// jsonText renders v as compact JSON without HTML escaping, so Chinese and
// "<" read as written.
func jsonText(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "null"
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// systemPreamble opens every system message.
const systemPreamble = `You are hermes's planner: you choose and fill tool calls for the user's goal. ` +
	`Never invent tools, values or data. Dates in the task are resolved already: use them as given, never compute dates. ` +
	`Reply with one JSON object only.`

// userPrompt assembles a user message: the re-injection block first, then
// the current time and the operation's payload.
func (e *Engine) userPrompt(run *reason.Run, payload string) string {
	now := e.opts.Now().In(e.opts.Location)
	return ReinjectionBlock(run) + "\n\nNow: " + now.Format("2006-01-02 15:04 Monday") +
		", " + e.opts.Location.String() + "\n\n" + payload
}

// indexLine is one entry of the two-level index's first level: the tool's
// name and one-line summary, nothing else (R5).
func indexLine(s *toolspec.Spec) string {
	return "- " + s.Name + ": " + oneLine(s.Summary())
}

// fullSpec is the second level: everything about one tool, sent only when
// filling that tool's arguments.
func fullSpec(s *toolspec.Spec) string {
	var b strings.Builder
	b.WriteString("Tool: " + s.Name + "\nDescription: " + oneLine(s.Description))
	if s.WhenToUse != "" {
		b.WriteString("\nWhen to use: " + oneLine(s.WhenToUse))
	}
	if s.WhenNotToUse != "" {
		b.WriteString("\nWhen not to use: " + oneLine(s.WhenNotToUse))
	}
	params := s.Parameters
	if len(bytes.TrimSpace(params)) == 0 {
		params = json.RawMessage(`{"type":"object","properties":{}}`)
	}
	var compact bytes.Buffer
	if json.Compact(&compact, params) != nil {
		compact.Reset()
		compact.Write(params)
	}
	b.WriteString("\nParameters (JSON Schema): " + compact.String())
	return b.String()
}

// meterOf returns run's meter, or an unlimited one.
func meterOf(run *reason.Run) *reason.Meter {
	if run != nil && run.Meter != nil {
		return run.Meter
	}
	return reason.NewMeter(0)
}
