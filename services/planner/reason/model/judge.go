package model

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

const judgeInstructions = systemPreamble + `

Task: decide whether the tool's result serves the subtask: it is about what the subtask asks (the right data, period and scope). ` +
	`Say ok=false only when it clearly does not, and give the reason in one short sentence.
Reply shape: {"ok":true,"reason":""}`

const summarizeInstructions = systemPreamble + `

Task: summarize the tool's result for the final report in at most %d characters, in the language of the goal: ` +
	`counts, key figures and notable items, taken from the result only. Never add figures that are not in it.
Reply shape: {"summary":"..."}`

// Judge checks a result. The fallback's deterministic checks run first
// (invalid JSON, the returns schema, empty results) and decide alone when
// they find a problem or nothing at all; the model is asked only whether a
// well-formed, non-empty result serves the subtask.
func (e *Engine) Judge(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (reason.Verdict, error) {
	v, err := e.opts.Fallback.Judge(ctx, run, st, spec, output)
	if err != nil || !v.OK || v.Empty {
		return v, err
	}
	var reply struct {
		OK     bool   `json:"ok"`
		Reason string `json:"reason"`
	}
	c := call{
		op:        opJudge,
		system:    judgeInstructions,
		user:      e.userPrompt(run, resultPayload(st, spec, output, e.opts.OutputBytes)),
		maxTokens: 200,
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return reason.Verdict{}, err
	}
	v = reason.Verdict{OK: reply.OK, Reason: toolspec.Truncate(oneLine(reply.Reason), 300)}
	if !v.OK && v.Reason == "" {
		v.Reason = "the model judged the result not to serve the subtask"
	}
	return v, nil
}

// Summarize compresses a result: the fallback's bounded data excerpt (the
// model is not trusted to copy data) with the model's summary sentence,
// capped at SummaryChars.
func (e *Engine) Summarize(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (task.StepSummary, error) {
	base, err := e.opts.Fallback.Summarize(ctx, run, st, spec, output)
	if err != nil {
		return task.StepSummary{}, err
	}
	var reply struct {
		Summary string `json:"summary"`
	}
	limit := e.opts.SummaryChars
	c := call{
		op:        opSummarize,
		system:    fmt.Sprintf(summarizeInstructions, limit),
		user:      e.userPrompt(run, resultPayload(st, spec, output, e.opts.OutputBytes)),
		maxTokens: 2*limit + 64,
		check: func() error {
			if strings.TrimSpace(reply.Summary) == "" {
				return errors.New("summary is empty")
			}
			return nil
		},
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return task.StepSummary{}, err
	}
	base.Summary = toolspec.Truncate(strings.TrimSpace(reply.Summary), limit)
	return base, nil
}

// resultPayload shows a tool result, cut at limit bytes.
func resultPayload(st *task.Subtask, spec *toolspec.Spec, output json.RawMessage, limit int) string {
	var b strings.Builder
	if st != nil {
		b.WriteString("Subtask")
		if st.ID != "" {
			b.WriteString(" " + st.ID)
		}
		b.WriteString(": " + oneLine(st.Description) + "\n")
	}
	if spec != nil {
		b.WriteString("Tool: " + spec.Name + ": " + oneLine(spec.Summary()) + "\n")
	}
	out := strings.TrimSpace(string(output))
	if len(out) > limit {
		cut := limit
		for cut > 0 && !isRuneStart(out[cut]) {
			cut--
		}
		b.WriteString(fmt.Sprintf("Result (first %d of %d bytes): %s…", cut, len(out), out[:cut]))
	} else {
		b.WriteString("Result: " + out)
	}
	return b.String()
}

func isRuneStart(c byte) bool { return c&0xC0 != 0x80 }
