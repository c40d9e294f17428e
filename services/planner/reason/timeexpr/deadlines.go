package timeexpr

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// clauseBreaks end the clause a deadline's act is read in.
const clauseBreaks = "，。；！？,;!?\n"

// deadlineDays reads a deadline written with 前 (之前, 以前) that an act
// asked for must meet — 12月1号前要到, 月底前完成, 15号前交货 — as the
// day it names: the day the act is due, not the days before it. What is
// looked up as falling before it keeps those days: a clause going on
// with 的 describes things (本月20号前到期的合同, 月底前交付的订单), and
// one with nothing after 前 asks for none.
func deadlineDays(text string, ps []Period) []Period {
	for i := range ps {
		p := &ps[i]
		if p.Unit == 0 || p.Range.Start.Equal(p.Range.End) || !strings.HasSuffix(p.Text, "前") || strings.HasSuffix(p.Text, "前后") {
			continue
		}
		rest := text[p.Pos+len(p.Text):]
		if j := strings.IndexAny(rest, clauseBreaks); j >= 0 {
			rest = rest[:j]
		}
		rest = strings.TrimSpace(rest)
		if rest == "" || strings.Contains(rest, "的") || strings.HasPrefix(rest, "后") {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(rest); !unicode.Is(unicode.Han, r) {
			continue
		}
		end := p.Range.End
		p.Range = task.Range{Start: end, End: end}
		p.Unit, p.N, p.Partial = Day, 1, false
	}
	return ps
}
