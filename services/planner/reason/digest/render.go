package digest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/task"
)

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
	attn := r.attention(l.why, l.okSections)
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
		if amb := r.ambiguous(append(slices.Clip(ok), r.bad...)); len(amb) > 0 {
			// The table's rows name failures already; a doubtful tool
			// choice is said only here.
			b.WriteString("\n" + p.attn + strings.TrimSpace(colon) + "\n" + strings.Join(amb, "\n") + "\n")
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
			b.WriteString(strconv.Itoa(i + 1))
			b.WriteString(". ")
			b.WriteString(s.Description)
			if t := body(s.Summary, l.k); t != "" {
				b.WriteString(colon)
				b.WriteString(t)
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
