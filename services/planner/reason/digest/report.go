package digest

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	titleZhRE = regexp.MustCompile(`(?:生成|写|做|出|准备|汇总)(?:一份|一个|一下)?(.{1,16}?(?:周报|日报|月报|报告|报表|总结))`)
	titleEnRE = regexp.MustCompile(`(?i)(?:generate|write|prepare|create|produce|draft|compile)\s+(?:a |an |the )?(.{1,40}?(?:report|summary|digest))`)
)

// whyChars caps the reason given for a subtask that did not succeed.
const whyChars = 240

// Report writes the final report of task t from its steps' summaries, in
// the task's language and requested format: an e-mail (subject, greeting,
// one section per subtask with its summary and a small table of its first
// rows, the subtasks that need attention, sign-off), markdown, a
// table-first layout or plain text. It names every subtask that did not
// succeed, its error kind and why, and every subtask whose tool was chosen
// between two that scored too close to tell apart, naming both. Under the task's length limit (runes) it
// drops the tables first, then the introduction, then shortens and finally
// drops the successful sections; the notes on failed subtasks are the last
// thing cut. The same input gives the same report.
func Report(t *task.Task, steps []task.StepSummary) string {
	if t == nil {
		t = &task.Task{}
	}
	r := reportData{zh: t.Language == "zh", format: t.Format, title: title(t), period: period(t)}
	for _, s := range steps {
		if s.Status == task.StepSucceeded {
			r.ok = append(r.ok, s)
			r.tables = append(r.tables, parseTable(s.Data, r.zh, t.Goal))
		} else {
			r.bad = append(r.bad, s)
		}
	}
	full := layout{tables: true, greet: true, intro: true, k: -1, okSections: true, why: whyChars}
	out := r.render(full)
	if t.MaxChars <= 0 || utf8.RuneCountInString(out) <= t.MaxChars {
		return out
	}
	for _, l := range shorter() {
		if out = r.render(l); utf8.RuneCountInString(out) <= t.MaxChars {
			return out
		}
	}
	return toolspec.Truncate(out, t.MaxChars)
}

// layout is how much of the report to render.
type layout struct {
	tables     bool // the data tables
	greet      bool // the greeting
	intro      bool // the introduction
	k          int  // cap on each summary: -1 whole, 0 none
	okSections bool // the successful subtasks' sections
	why        int  // cap on each reason a subtask did not succeed
}

// shorter lists the layouts tried, in order, when the report is over its
// length limit.
func shorter() []layout {
	ls := []layout{
		{greet: true, intro: true, k: -1, okSections: true, why: whyChars},
		{greet: true, k: -1, okSections: true, why: whyChars},
	}
	for _, k := range []int{80, 60, 45, 30, 20, 12} {
		ls = append(ls, layout{greet: true, k: k, okSections: true, why: min(whyChars, 2*k)})
	}
	ls = append(ls, layout{k: 0, okSections: true, why: 40})
	for _, why := range []int{60, 40, 25, 12} {
		ls = append(ls, layout{why: why})
	}
	return ls
}

type reportData struct {
	zh      bool
	format  task.Format
	title   string
	period  string
	ok, bad []task.StepSummary
	tables  []*dataTable // per ok step; nil when it has no rows to show
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

// body caps a summary at k characters, cutting at the end of a phrase
// where it can; k < 0 leaves it whole, 0 drops it.
func body(s string, k int) string {
	switch {
	case k < 0 || utf8.RuneCountInString(s) <= k:
		return s
	case k == 0:
		return ""
	}
	cut := toolspec.Truncate(s, k)
	prefix := strings.TrimSuffix(cut, "…")
	best := -1
	for _, sep := range []string{"，", "；", "; ", "：", ": ", "、", ", ", "。", ". "} {
		if i := strings.LastIndex(prefix, sep); i > best {
			best = i
		}
	}
	if best > 0 && utf8.RuneCountInString(prefix[:best]) >= k/3 {
		return prefix[:best] + "…"
	}
	return cut
}

// statusWord is "skipped, SYSTEM" or "已跳过，SYSTEM".
func (r reportData) statusWord(s task.StepSummary) string {
	word := s.Status.String()
	sep := ", "
	if r.zh {
		word, sep = "未完成", "，"
		switch s.Status {
		case task.StepSucceeded:
			word = "已完成"
		case task.StepFailed:
			word = "失败"
		case task.StepSkipped:
			word = "已跳过"
		case task.StepCancelled:
			word = "已取消"
		}
	}
	if s.ErrorKind != toolerr.KindUnspecified {
		word += sep + s.ErrorKind.String()
	}
	return word
}

// attention lists every subtask that did not succeed — what, which tool,
// its status and error kind, and why — and then every succeeded one whose
// tool was chosen between two that scored too close to tell apart.
// The notes on succeeded steps go with their sections when the report is
// cut short.
func (r reportData) attention(why int, withOK bool) []string {
	lines := make([]string, 0, len(r.bad))
	if withOK {
		lines = append(lines, r.ambiguous(r.ok)...)
	}
	for _, s := range r.bad {
		name := s.Description
		if name == "" {
			name = s.SubtaskID
		}
		tool := s.Tool
		if tool == "" {
			tool = map[bool]string{true: "无可用工具", false: "no suitable tool"}[r.zh]
		}
		status := r.statusWord(s)
		if g := errorKindWord(s.ErrorKind, r.zh); g != "" {
			status += map[bool]string{true: "（" + g + "）", false: " (" + g + ")"}[r.zh]
		}
		reason := body(oneLine(s.Summary), why)
		var line string
		switch {
		case r.zh && reason != "":
			line = fmt.Sprintf("- %s（%s）：%s。原因：%s", name, tool, status, reason)
		case r.zh:
			line = fmt.Sprintf("- %s（%s）：%s", name, tool, status)
		case reason != "":
			line = fmt.Sprintf("- %s (%s): %s. Reason: %s", name, tool, status, reason)
		default:
			line = fmt.Sprintf("- %s (%s): %s", name, tool, status)
		}
		if note := r.ambiguity(s); note != "" {
			line += map[bool]string{true: "；", false: "; "}[r.zh] + note
		}
		lines = append(lines, line)
	}
	return lines
}

// ambiguous lists the steps whose tool choice was ambiguous.
func (r reportData) ambiguous(steps []task.StepSummary) []string {
	var lines []string
	for _, s := range steps {
		note := r.ambiguity(s)
		if note == "" {
			continue
		}
		name := s.Description
		if name == "" {
			name = s.SubtaskID
		}
		if r.zh {
			lines = append(lines, fmt.Sprintf("- %s（%s）：%s", name, s.Tool, note))
		} else {
			lines = append(lines, fmt.Sprintf("- %s (%s): %s", name, s.Tool, note))
		}
	}
	return lines
}

// ambiguity is the note on a step whose tool was one of two that scored
// too close to tell apart, naming both; "" when the choice was clear.
func (r reportData) ambiguity(s task.StepSummary) string {
	if len(s.Ambiguous) < 2 {
		return ""
	}
	a, b := s.Ambiguous[0], s.Ambiguous[1]
	if r.zh {
		return fmt.Sprintf("工具选择存疑，%s 与 %s 得分接近，请确认所用工具", a, b)
	}
	return fmt.Sprintf("tool choice uncertain, %s and %s scored too close to tell apart; please confirm the tool used", a, b)
}

// phrases are the fixed words of a report in its language.
type phrases struct {
	greet, attn, signoff, subject, periodLabel, more string
}

func (r reportData) phrases() phrases {
	if r.zh {
		return phrases{"各位好：", "需要关注", "此致\nhermes", "主题：", "时间范围：", "…另 %d 行"}
	}
	return phrases{"Hi all,", "Needs attention", "Best regards,\nhermes", "Subject: ", "Period: ", "…%d more"}
}

// intro is the opening sentence: what the report is and how many subtasks
// need attention.
func (r reportData) intro() string {
	n := len(r.bad)
	if r.zh {
		s := "以下是" + r.title + "，由 hermes 自动汇总。"
		if n > 0 {
			s += fmt.Sprintf("共 %d 项，其中 %d 项未能完成，详见文末“需要关注”。", len(r.ok)+n, n)
		}
		return s
	}
	s := "Here is the " + lowerFirst(r.title) + ", compiled by hermes."
	switch {
	case n == 1:
		s += fmt.Sprintf(" 1 of %d items could not be completed; see Needs attention below.", len(r.ok)+n)
	case n > 1:
		s += fmt.Sprintf(" %d of %d items could not be completed; see Needs attention below.", n, len(r.ok)+n)
	}
	return s
}
