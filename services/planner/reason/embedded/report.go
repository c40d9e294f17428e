package embedded

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	titleZhRE = regexp.MustCompile(`(?:生成|写|做|出|准备|汇总)(?:一份|一个|一下)?(.{1,16}?(?:周报|日报|月报|报告|报表|总结))`)
	titleEnRE = regexp.MustCompile(`(?i)(?:generate|write|prepare|create|produce|draft|compile)\s+(?:a |an |the )?(.{1,40}?(?:report|summary|digest))`)
)

// Report writes the final report from a template in the goal's language and
// requested format. It names every subtask that did not succeed and why,
// and honours the task's length limit by shortening summaries first, then
// dropping the successful sections' bodies; the notes on failed subtasks
// are the last thing cut.
func (e *Engine) Report(ctx context.Context, run *reason.Run, steps []task.StepSummary) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	t := &task.Task{}
	if run != nil && run.Task != nil {
		t = run.Task
	}
	r := reportData{zh: t.Language == "zh", format: t.Format, title: title(t), period: period(t)}
	for _, s := range steps {
		if s.Status == "succeeded" {
			r.ok = append(r.ok, s)
		} else {
			r.bad = append(r.bad, s)
		}
	}
	out := r.render(-1, true)
	if t.MaxChars <= 0 || utf8.RuneCountInString(out) <= t.MaxChars {
		return out, nil
	}
	for _, k := range []int{200, 120, 80, 50, 30, 15} {
		if out = r.render(k, true); utf8.RuneCountInString(out) <= t.MaxChars {
			return out, nil
		}
	}
	if out = r.render(0, true); utf8.RuneCountInString(out) <= t.MaxChars {
		return out, nil
	}
	return toolspec.Truncate(r.render(0, false), t.MaxChars), nil
}

type reportData struct {
	zh      bool
	format  task.Format
	title   string
	period  string
	ok, bad []task.StepSummary
}

func title(t *task.Task) string {
	if t.Language == "zh" {
		if m := titleZhRE.FindStringSubmatch(t.Goal); m != nil {
			return strings.TrimPrefix(m[1], "的")
		}
		return "任务报告"
	}
	if m := titleEnRE.FindStringSubmatch(t.Goal); m != nil {
		return m[1]
	}
	return "Task report"
}

func period(t *task.Task) string {
	if t.TimeRange == nil {
		return ""
	}
	r := *t.TimeRange
	if t.Language == "zh" {
		s := r.Start.Format(task.DateLayout) + " 至 " + r.End.Format(task.DateLayout)
		if t.CompareRange != nil {
			s += "，对比 " + t.CompareRange.Start.Format(task.DateLayout) + " 至 " + t.CompareRange.End.Format(task.DateLayout)
		}
		return s
	}
	s := r.Start.Format(task.DateLayout) + " to " + r.End.Format(task.DateLayout)
	if t.CompareRange != nil {
		s += ", compared with " + t.CompareRange.Start.Format(task.DateLayout) + " to " + t.CompareRange.End.Format(task.DateLayout)
	}
	return s
}

// body caps a summary at k characters; k < 0 leaves it whole, 0 drops it.
func body(s string, k int) string {
	switch {
	case k < 0:
		return s
	case k == 0:
		return ""
	}
	return toolspec.Truncate(s, k)
}

func (r reportData) statusWord(s task.StepSummary) string {
	word := s.Status
	if r.zh {
		word = map[string]string{"failed": "失败", "skipped": "已跳过", "cancelled": "已取消"}[s.Status]
		if word == "" {
			word = "未完成"
		}
	}
	if s.ErrorKind != "" {
		word += ", " + s.ErrorKind
	}
	return word
}

// attention lists every subtask that did not succeed and why.
func (r reportData) attention(k int) []string {
	lines := make([]string, 0, len(r.bad))
	for _, s := range r.bad {
		tool := s.Tool
		if tool == "" {
			tool = map[bool]string{true: "无可用工具", false: "no suitable tool"}[r.zh]
		}
		why := body(s.Summary, max(k, 40))
		if r.zh {
			lines = append(lines, fmt.Sprintf("- %s（%s）：%s；%s", s.Description, tool, r.statusWord(s), why))
		} else {
			lines = append(lines, fmt.Sprintf("- %s (%s): %s; %s", s.Description, tool, r.statusWord(s), why))
		}
	}
	return lines
}

func (r reportData) words() (greet, intro, attn, signoff, subject, periodLabel string) {
	if r.zh {
		return "各位好：", "以下是" + r.title + "，由 hermes 自动汇总。", "需要关注：", "此致\nhermes", "主题：", "时间范围："
	}
	return "Hi all,", "Here is the " + r.title + ", compiled by hermes.", "Needs attention:", "Best regards,\nhermes", "Subject: ", "Period: "
}

// render lays the report out; k caps each summary (see body) and withOK
// keeps the successful sections.
func (r reportData) render(k int, withOK bool) string {
	greet, intro, attnHead, signoff, subject, periodLabel := r.words()
	var b strings.Builder
	ok := r.ok
	if !withOK {
		ok = nil
	}
	titleLine := r.title
	if r.period != "" {
		titleLine += map[bool]string{true: "（" + r.period + "）", false: " (" + r.period + ")"}[r.zh]
	}
	attn := r.attention(k)
	switch r.format {
	case task.FormatEmail:
		b.WriteString(subject + titleLine + "\n\n" + greet + "\n\n" + intro + "\n")
		for i, s := range ok {
			fmt.Fprintf(&b, "\n%s%s\n", sectionNumber(i, r.zh), s.Description)
			if t := body(s.Summary, k); t != "" {
				b.WriteString(t + "\n")
			}
		}
		if len(attn) > 0 {
			b.WriteString("\n" + attnHead + "\n" + strings.Join(attn, "\n") + "\n")
		}
		b.WriteString("\n" + signoff)
	case task.FormatTable:
		b.WriteString(titleLine + "\n\n")
		if r.zh {
			b.WriteString("| 子任务 | 工具 | 状态 | 摘要 |\n|---|---|---|---|\n")
		} else {
			b.WriteString("| Subtask | Tool | Status | Summary |\n|---|---|---|---|\n")
		}
		for _, s := range append(append([]task.StepSummary{}, ok...), r.bad...) {
			st := s.Status
			if s.Status != "succeeded" {
				st = r.statusWord(s)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(s.Description), cell(s.Tool), cell(st), cell(body(s.Summary, max(k, 40*boolInt(s.Status != "succeeded")))))
		}
	case task.FormatMarkdown:
		b.WriteString("# " + r.title + "\n")
		if r.period != "" {
			b.WriteString("\n" + periodLabel + r.period + "\n")
		}
		for _, s := range ok {
			b.WriteString("\n## " + s.Description + "\n")
			if t := body(s.Summary, k); t != "" {
				b.WriteString("\n" + t + "\n")
			}
		}
		if len(attn) > 0 {
			b.WriteString("\n## " + strings.TrimSuffix(strings.TrimSuffix(attnHead, "："), ":") + "\n\n" + strings.Join(attn, "\n") + "\n")
		}
	default:
		b.WriteString(titleLine + "\n")
		for i, s := range ok {
			sep := ": "
			if r.zh {
				sep = "："
			}
			fmt.Fprintf(&b, "%d. %s%s%s\n", i+1, s.Description, sep, body(s.Summary, k))
		}
		if len(attn) > 0 {
			b.WriteString(attnHead + "\n" + strings.Join(attn, "\n") + "\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cell(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", "\\|"), "\n", " ")
}

func sectionNumber(i int, zh bool) string {
	if zh {
		nums := []string{"一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}
		if i < len(nums) {
			return nums[i] + "、"
		}
		return fmt.Sprintf("%d、", i+1)
	}
	return fmt.Sprintf("%d. ", i+1)
}
