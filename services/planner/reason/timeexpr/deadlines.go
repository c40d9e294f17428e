package timeexpr

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// clauseBreaks end the clause a deadline's act is read in.
const clauseBreaks = "，。；！？,;!?\n"

// countedAgoRE is a unit counted back from today (两周前, 3个月以前): a
// time something happened, no deadline.
var countedAgoRE = prefilter.MustCompile(`^(?:` + cnNum + `)\s*个?\s*(?:周|星期|礼拜|月|季度|年)(?:以|之)?前$`)

// lookupVerbRE opens a clause that looks things up (列出, 统计, 查一下);
// the days before a deadline in it are what is looked up unless the act
// after it is one that can, must or will be done (查一下15号前能不能到).
var (
	lookupVerbRE = prefilter.MustCompile(`查|列出|统计|汇总|导出|显示|搜索|找出`)
	modalRE      = prefilter.MustCompile(`要|需|得|必须|务必|能|可以|会`)
)

// deadlineDays reads a deadline written with 前 (之前, 以前) that an act
// asked for must meet — 12月1号前要到, 月底前完成, 15号前交货 — as the
// day it names: the day the act is due, not the days before it. What is
// looked up as falling before it keeps those days: a clause going on
// with 的 describes things (本月20号前到期的合同, 月底前交付的订单), and
// one with nothing after 前 asks for none. A unit counted back (两周前
// 下的单) and a clause that looks things up (列出月底前到期合同) keep
// their days too.
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
		if !p.Yearless && countedAgoRE.MatchString(p.Text) {
			continue
		}
		head := text[:p.Pos]
		if j := strings.LastIndexAny(head, clauseBreaks); j >= 0 {
			head = head[j+1:]
		}
		if lookupVerbRE.MatchString(head) && !modalRE.MatchString(rest) {
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

var (
	// monthBeforeRE is a month named by its number before 前 without 个:
	// 12月前, 5月之前.
	monthBeforeRE = prefilter.MustCompile(`^(` + cnMonth + `)月(?:之|以)?前$`)
	// dueActRE opens an act a deadline is set for: 完成, 交付, 要到.
	// dueModalRE opens an act still to be done: 要交的作业 is due by then.
	dueModalRE = prefilter.MustCompile(`^(?:要|需要?|得|必须|务必|应该?)`)
	// wantedRE is 要 as the act itself, a thing asked for (3月前要的那批货),
	// not as what is still to be done.
	wantedRE = prefilter.MustCompile(`^要了?的`)
	dueActRE = prefilter.MustCompile(`^(?:要|需|得|必须|务必|完成|交付|提交|交|上线|到位|办|做|搞定|结束|落实|寄|送|发|付|还)`)
)

// monthDeadlines reads a month named by its number before 前 that an act
// must be done by (12月前完成, 5月前交付) as the last day before the
// month's next start, not as that many months ago. What is described
// (12月前交付的订单) keeps its reading.
func monthDeadlines(text string, ps []Period, c *ctx) []Period {
	for i := range ps {
		p := &ps[i]
		m := monthBeforeRE.FindStringSubmatch(p.Text)
		if m == nil {
			continue
		}
		rest := text[p.Pos+len(p.Text):]
		if j := strings.IndexAny(rest, clauseBreaks); j >= 0 {
			rest = rest[:j]
		}
		rest = strings.TrimSpace(rest)
		n, ok := number(m[1])
		if !ok || n < 1 || n > 12 || strings.Contains(rest, "的") && (!dueModalRE.MatchString(rest) || wantedRE.MatchString(rest)) || !dueActRE.MatchString(rest) {
			continue
		}
		start := time.Date(c.today.Year(), time.Month(n), 1, 0, 0, 0, 0, c.loc)
		if !start.After(c.today) {
			start = start.AddDate(1, 0, 0)
		}
		end := addDays(start, -1)
		p.Range = task.Range{Start: end, End: end}
		p.Unit, p.N, p.Partial, p.Yearless = Day, 1, false, false
	}
	return ps
}
