package digest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	titleZhRE = regexp.MustCompile(`(?:生成|写|做|出|准备|汇总)(?:一份|一个|一下)?(.{1,16}?(?:周报|日报|月报|报告|报表|总结))`)
	titleEnRE = regexp.MustCompile(`(?i)(?:generate|write|prepare|create|produce|draft|compile)\s+(?:a |an |the )?(.{1,40}?(?:report|summary|digest))`)
)

const (
	// tableRows is how many rows a report table shows.
	tableRows = 5
	// cellWidth caps a table cell, in display columns.
	cellWidth = 28
	// whyChars caps the reason given for a subtask that did not succeed.
	whyChars = 240
)

// Report writes the final report of task t from its steps' summaries, in
// the task's language and requested format: an e-mail (subject, greeting,
// one section per subtask with its summary and a small table of its first
// rows, the subtasks that need attention, sign-off), markdown, a
// table-first layout or plain text. It names every subtask that did not
// succeed, its error kind and why. Under the task's length limit (runes) it
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
			r.tables = append(r.tables, parseTable(s.Data, r.zh))
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

// attention lists every subtask that did not succeed: what, which tool,
// its status and error kind, and why.
func (r reportData) attention(why int) []string {
	lines := make([]string, 0, len(r.bad))
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
		lines = append(lines, line)
	}
	return lines
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

// render lays the report out.
func (r reportData) render(l layout) string {
	p := r.phrases()
	var b strings.Builder
	ok := r.ok
	if !l.okSections {
		ok = nil
	}
	titleLine := r.title
	if r.period != "" {
		titleLine += map[bool]string{true: "（" + r.period + "）", false: " (" + r.period + ")"}[r.zh]
	}
	attn := r.attention(l.why)
	colon := map[bool]string{true: "：", false: ": "}[r.zh]
	switch r.format {
	case task.FormatEmail:
		b.WriteString(p.subject + capitalize(titleLine) + "\n")
		if l.greet {
			b.WriteString("\n" + p.greet + "\n")
		}
		if l.intro {
			b.WriteString("\n" + r.intro() + "\n")
		}
		for i, s := range ok {
			fmt.Fprintf(&b, "\n%s%s\n", sectionNumber(i, r.zh), s.Description)
			if t := body(s.Summary, l.k); t != "" {
				b.WriteString(t + "\n")
			}
			if tb := r.tables[i]; l.tables && tb != nil {
				b.WriteString("\n" + tb.plain("  ", p.more))
			}
		}
		if len(attn) > 0 {
			b.WriteString("\n" + p.attn + strings.TrimSpace(colon) + "\n" + strings.Join(attn, "\n") + "\n")
		}
		b.WriteString("\n" + p.signoff)
	case task.FormatTable:
		b.WriteString(titleLine + "\n\n")
		if r.zh {
			b.WriteString("| 子任务 | 工具 | 状态 | 摘要 |\n|---|---|---|---|\n")
		} else {
			b.WriteString("| Subtask | Tool | Status | Summary |\n|---|---|---|---|\n")
		}
		for _, s := range ok {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(s.Description), cell(s.Tool), cell(r.statusWord(s)), cell(body(s.Summary, l.k)))
		}
		for _, s := range r.bad {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(s.Description), cell(s.Tool), cell(r.statusWord(s)), cell(body(oneLine(s.Summary), l.why)))
		}
		for i, s := range ok {
			if tb := r.tables[i]; l.tables && tb != nil {
				b.WriteString("\n" + s.Description + strings.TrimSpace(colon) + "\n\n" + tb.markdown(p.more))
			}
		}
	case task.FormatMarkdown:
		b.WriteString("# " + r.title + "\n")
		if r.period != "" {
			b.WriteString("\n" + p.periodLabel + r.period + "\n")
		}
		if l.intro {
			b.WriteString("\n" + r.intro() + "\n")
		}
		for i, s := range ok {
			b.WriteString("\n## " + s.Description + "\n")
			if t := body(s.Summary, l.k); t != "" {
				b.WriteString("\n" + t + "\n")
			}
			if tb := r.tables[i]; l.tables && tb != nil {
				b.WriteString("\n" + tb.markdown(p.more))
			}
		}
		if len(attn) > 0 {
			b.WriteString("\n## " + p.attn + "\n\n" + strings.Join(attn, "\n") + "\n")
		}
	default:
		b.WriteString(titleLine + "\n")
		if l.intro {
			b.WriteString("\n" + r.intro() + "\n")
		}
		if len(ok) > 0 {
			b.WriteString("\n")
		}
		for i, s := range ok {
			fmt.Fprintf(&b, "%d. %s", i+1, s.Description)
			if t := body(s.Summary, l.k); t != "" {
				b.WriteString(colon + t)
			}
			b.WriteString("\n")
		}
		if len(attn) > 0 {
			b.WriteString("\n" + p.attn + strings.TrimSpace(colon) + "\n" + strings.Join(attn, "\n") + "\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// lowerFirst lower-cases a title's first letter unless it starts an
// acronym ("Task report" → "task report", "DAU report" stays).
func lowerFirst(s string) string {
	rs := []rune(s)
	if len(rs) > 1 && unicode.IsUpper(rs[0]) && !unicode.IsUpper(rs[1]) {
		rs[0] = unicode.ToLower(rs[0])
	}
	return string(rs)
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
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

// dataTable is the first rows of a step's data excerpt, ready to print.
type dataTable struct {
	header []string
	right  []bool // numbers are right-aligned
	rows   [][]string
	more   int // rows not shown
}

// parseTable reads a data excerpt as Summarize writes it (the list, its
// count and the columns to show) or any JSON object holding a list of
// objects, and keeps its first rows and most telling columns. It is nil when
// there is nothing to tabulate.
func parseTable(data json.RawMessage, zh bool) *dataTable {
	if len(data) == 0 {
		return nil
	}
	v, err := decode(data)
	if err != nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	listKey := ""
	for _, k := range sortedKeys(m) {
		if _, isList := m[k].([]any); !isList || k == columnsKey {
			continue
		}
		if _, counted := m[k+"_count"]; counted || listKey == "" {
			listKey = k
		}
	}
	list, _ := m[listKey].([]any)
	var rows []map[string]any
	for _, x := range list[:min(len(list), tableRows)] {
		if o, ok := x.(map[string]any); ok {
			rows = append(rows, o)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	total := len(list)
	if c, ok := m[listKey+"_count"].(json.Number); ok {
		if n, err := c.Int64(); err == nil && int(n) > total {
			total = int(n)
		}
	}
	var names []string
	if cs, ok := m[columnsKey].([]any); ok {
		for _, c := range cs {
			if s, ok := c.(string); ok && len(names) < tableColumns {
				names = append(names, s)
			}
		}
	}
	anyRows := make([]any, len(rows))
	for i, row := range rows {
		anyRows[i] = row
	}
	cols := columnsOf(anyRows, nil)
	if len(names) == 0 {
		names = topColumns(cols, len(rows), tableColumns)
	}
	byName := map[string]*column{}
	for _, c := range cols {
		byName[c.name] = c
	}
	t := &dataTable{more: total - len(rows)}
	for _, name := range names {
		c := byName[name]
		if c == nil {
			c = &column{name: name, status: -1}
		}
		t.header = append(t.header, fieldLabel(name, zh, true))
		t.right = append(t.right, c.kind == kindNumber)
	}
	for _, row := range rows {
		line := make([]string, 0, len(names))
		for _, name := range names {
			line = append(line, cellText(row[name], byName[name], zh))
		}
		t.rows = append(t.rows, line)
	}
	for i, right := range t.right {
		if right {
			alignDecimals(t.rows, i)
		}
	}
	return t
}

// alignDecimals gives the numbers of column i the same number of decimals,
// so "+14" sits under "-12.6" as "+14.0".
func alignDecimals(rows [][]string, i int) {
	decimals := func(s string) int {
		if j := strings.LastIndexByte(s, '.'); j >= 0 {
			return len(s) - j - 1
		}
		return 0
	}
	most := 0
	for _, row := range rows {
		most = max(most, decimals(row[i]))
	}
	if most == 0 {
		return
	}
	for _, row := range rows {
		s := row[i]
		if s == "" || s == "-" || strings.HasSuffix(s, "…") {
			continue
		}
		if d := decimals(s); d == 0 {
			row[i] = s + "." + strings.Repeat("0", most)
		} else {
			row[i] = s + strings.Repeat("0", most-d)
		}
	}
}

// cellText renders one value for a table cell.
func cellText(v any, c *column, zh bool) string {
	var s string
	switch x := v.(type) {
	case nil:
		return "-"
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			s = x.String()
			break
		}
		s = numText(f, c != nil && hasWord(c.name, "change", "delta", "growth", "diff", "yoy", "mom", "wow"))
	case string:
		s = bilingual(oneLine(x), zh)
		switch {
		case c != nil && c.status >= 0:
			s = stateWord(s, zh)
		case isTime(s) && len(s) > 10:
			s = shortTime(s)
		}
	case bool:
		s = fmt.Sprint(x)
	default:
		s = jsonText(x, 60)
	}
	return fitWidth(s, cellWidth)
}

// shortTime shows a timestamp as "2006-01-02 15:04".
func shortTime(s string) string {
	if len(s) >= 16 && (s[10] == 'T' || s[10] == ' ') {
		return s[:10] + " " + s[11:16]
	}
	return s
}

// width is a string's width in a monospace font: East Asian wide characters
// take two columns.
func width(s string) int {
	n := 0
	for _, r := range s {
		n++
		if wide(r) {
			n++
		}
	}
	return n
}

func wide(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hangul, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF01 && r <= 0xFF60) ||
		(r >= 0xFFE0 && r <= 0xFFE6)
}

// fitWidth cuts s to at most w columns, ending in "…" when cut.
func fitWidth(s string, w int) string {
	if width(s) <= w {
		return s
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		rw := 1
		if wide(r) {
			rw = 2
		}
		if n+rw > w-1 {
			break
		}
		b.WriteRune(r)
		n += rw
	}
	return b.String() + "…"
}

func pad(s string, w int, right bool) string {
	gap := strings.Repeat(" ", max(0, w-width(s)))
	if right {
		return gap + s
	}
	return s + gap
}

// plain renders the table as aligned plain text for an e-mail.
func (t *dataTable) plain(indent, more string) string {
	widths := make([]int, len(t.header))
	for i, h := range t.header {
		widths[i] = width(h)
	}
	for _, row := range t.rows {
		for i, c := range row {
			widths[i] = max(widths[i], width(c))
		}
	}
	var b strings.Builder
	line := func(cells []string, rule bool) {
		b.WriteString(indent)
		for i, c := range cells {
			if i > 0 {
				b.WriteString("  ")
			}
			switch {
			case rule:
				c = strings.Repeat("-", widths[i])
			case i == len(cells)-1 && !t.right[i]:
				b.WriteString(c)
				continue
			}
			b.WriteString(pad(c, widths[i], t.right[i]))
		}
		b.WriteString("\n")
	}
	line(t.header, false)
	line(t.header, true)
	for _, row := range t.rows {
		line(row, false)
	}
	if t.more > 0 {
		b.WriteString(indent + fmt.Sprintf(more, t.more) + "\n")
	}
	return b.String()
}

// markdown renders the table as a markdown table.
func (t *dataTable) markdown(more string) string {
	var b strings.Builder
	head := make([]string, len(t.header))
	for i, h := range t.header {
		head[i] = cell(h)
	}
	b.WriteString("| " + strings.Join(head, " | ") + " |\n|")
	for _, right := range t.right {
		if right {
			b.WriteString("---:|")
		} else {
			b.WriteString("---|")
		}
	}
	b.WriteString("\n")
	for _, row := range t.rows {
		cells := make([]string, len(row))
		for i, c := range row {
			cells[i] = cell(c)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	if t.more > 0 {
		b.WriteString("\n_" + fmt.Sprintf(more, t.more) + "_\n")
	}
	return b.String()
}
