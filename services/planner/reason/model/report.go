package model

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// reportDataBytes caps each step's data excerpt in the report prompt.
const reportDataBytes = 1024

const reportInstructions = systemPreamble + `

Task: write the final report of the task from the step results below, in %s, formatted as %s%s. ` +
	`Use only figures that appear in the results. ` +
	`Name every subtask that was skipped or failed, by its id, and say why.
Reply shape: {"report":"..."}`

// Report writes the final report in the goal's language and format. A
// reply longer than the task's MaxChars, or one that leaves out a failed
// or skipped subtask, is rejected and retried once. When the model cannot
// write it — the token budget is spent, the server failed, the reply was
// rejected twice — the fallback engine writes the template report, so a
// task always ends with one.
func (e *Engine) Report(ctx context.Context, run *reason.Run, steps []task.StepSummary) (string, error) {
	text, err := e.modelReport(ctx, run, steps)
	if err == nil {
		return text, nil
	}
	if !errors.Is(err, reason.ErrBudgetExhausted) {
		e.opts.Logger.WarnContext(ctx, "model report failed; writing the template report", "err", err)
	}
	return e.opts.Fallback.Report(ctx, run, steps)
}

func (e *Engine) modelReport(ctx context.Context, run *reason.Run, steps []task.StepSummary) (string, error) {
	if run == nil || run.Task == nil {
		return "", fmt.Errorf("%w: no task to report on", reason.ErrNotUnderstood)
	}
	t := run.Task
	var reply struct {
		Report string `json:"report"`
	}
	limitText, maxTokens := "", 2048
	if t.MaxChars > 0 {
		limitText = fmt.Sprintf(", at most %d characters", t.MaxChars)
		maxTokens = min(2*t.MaxChars+128, 4096)
	}
	c := call{
		op:        opReport,
		system:    fmt.Sprintf(reportInstructions, languageName(t.Language), formatText(t.Format), limitText),
		user:      e.userPrompt(run, reportPayload(steps)),
		maxTokens: maxTokens,
		check:     func() error { return checkReport(reply.Report, t, steps) },
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return "", err
	}
	return strings.TrimSpace(reply.Report), nil
}

// checkReport holds a report to the task's limits.
func checkReport(report string, t *task.Task, steps []task.StepSummary) error {
	report = strings.TrimSpace(report)
	if report == "" {
		return errors.New("report is empty")
	}
	if n := utf8.RuneCountInString(report); t.MaxChars > 0 && n > t.MaxChars {
		return fmt.Errorf("report is %d characters; the limit is %d", n, t.MaxChars)
	}
	var unnamed []string
	for _, s := range steps {
		if s.Status == task.StepSucceeded || s.SubtaskID == "" {
			continue
		}
		if !strings.Contains(report, s.SubtaskID) && (s.Description == "" || !strings.Contains(report, s.Description)) {
			unnamed = append(unnamed, s.SubtaskID+" ("+s.Status.String()+")")
		}
	}
	if len(unnamed) > 0 {
		return fmt.Errorf("report does not name these subtasks by id and say why: %s", strings.Join(unnamed, ", "))
	}
	return nil
}

// reportPayload lists the steps: status, tool, summary, data excerpt.
func reportPayload(steps []task.StepSummary) string {
	var b strings.Builder
	b.WriteString("Step results:")
	if len(steps) == 0 {
		b.WriteString(" none")
	}
	for _, s := range steps {
		fmt.Fprintf(&b, "\n- subtask %s [%s]", s.SubtaskID, s.Status)
		if s.Tool != "" {
			b.WriteString(" via " + s.Tool)
		}
		if s.ErrorKind != toolerr.KindUnspecified {
			b.WriteString(" error " + s.ErrorKind.String())
		}
		b.WriteString(": " + oneLine(s.Description))
		b.WriteString("\n  summary: " + toolspec.Truncate(oneLine(s.Summary), 600))
		if len(s.Data) > 0 {
			b.WriteString("\n  data: " + toolspec.Truncate(oneLine(string(s.Data)), reportDataBytes))
		}
	}
	return b.String()
}

func languageName(lang string) string {
	if lang == "zh" {
		return "Chinese (简体中文)"
	}
	return "English"
}

func formatText(f task.Format) string {
	switch f {
	case task.FormatEmail:
		return "an email (subject line, greeting, body, sign-off)"
	case task.FormatTable:
		return "a table (Markdown table)"
	case task.FormatMarkdown:
		return "Markdown"
	}
	return "plain text"
}
