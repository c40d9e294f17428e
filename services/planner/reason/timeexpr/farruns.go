package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	// farStartRE closes the text before a run's marked start: 从 (从今晚),
	// "from", "starting".
	farStartRE = prefilter.MustCompile(`(?:从|自)\s*$|(?i:\b(?:from|starting|beginning)\s+)$`)
	// farStartAfterRE opens the text after a run's start that marks it
	// so: 起, 开始 (今晚22:00起).
	farStartAfterRE = prefilter.MustCompile(`^\s*(?:起|开始)`)
	// farEndRE closes the text before a run's end that only an end is:
	// 一直到, 直到, "until", "till" (到 alone is as often a verb's: 送到).
	farEndRE = prefilter.MustCompile(`(?:一直(?:到|至)|直到)\s*$|(?i:\b(?:until|till)\s+)$`)
)

// farRuns joins a start marked as one (从今晚22:00起, "starting tonight")
// and an end marked as one (一直到3月20日, "until March 20") into one run
// when what the run is about is told between them: "B12路从明天起绕行，
// 跳过两站，一直到5月3日" runs from tomorrow to 3 May, as "从明天到5月3日"
// does. Days a sentence apart, an end before its start and ends written
// with 到 alone stay apart.
func farRuns(text string, ps []Period) []Period {
	if len(ps) < 2 {
		return ps
	}
	out := make([]Period, 0, len(ps))
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if q, ok := farEnd(text, p, ps, i); ok {
			merged := spanDays(p.Range.Start, q.Range.End)
			merged.Text, merged.Pos = text[p.Pos:q.Pos+len(q.Text)], p.Pos
			merged.Yearless = p.Yearless && q.Yearless
			out = append(out, merged)
			i++
			continue
		}
		out = append(out, p)
	}
	return out
}

// farEnd returns the period after p, ps[i], when p opens a run it ends: a
// weekday named alone is then the first such day after the start, as in
// "从今天起…一直到周五".
func farEnd(text string, p Period, ps []Period, i int) (Period, bool) {
	if i+1 >= len(ps) {
		return Period{}, false
	}
	q := ps[i+1]
	if q.Latest && q.Unit == Day {
		for q.Range.End.Before(p.Range.Start) {
			q.Range = task.Range{Start: addDays(q.Range.Start, 7), End: addDays(q.Range.End, 7)}
		}
		q.Latest = false
	}
	return q, farRun(text, p, q)
}

// farRun reports whether p opens a run q ends with words between them.
func farRun(text string, p, q Period) bool {
	end := p.Pos + len(p.Text)
	if end > q.Pos || q.Range.End.Before(p.Range.Start) {
		return false
	}
	between := text[end:q.Pos]
	if !farEndRE.MatchString(between) || sentenceEndRE.MatchString(between) {
		return false
	}
	return farStartRE.MatchString(text[:p.Pos]) || farStartAfterRE.MatchString(afterClock(between))
}
