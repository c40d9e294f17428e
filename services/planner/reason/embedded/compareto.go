package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// compareParamRE is a parameter whose name or description says it sets
// what the period asked about is compared with.
var compareParamRE = prefilter.MustCompile(`(?i)compar|baseline|\bversus\b|\bvs\b|对比|比较|同比|环比`)

// yearBackRE and priorRE are the words of an enum value, or of its gloss,
// that say the period compared with lies a year back, or just before the
// period asked about.
var (
	yearBackRE = prefilter.MustCompile(`(?i)\byears?\b|\byoy\b|同比|去年|上年`)
	priorRE    = prefilter.MustCompile(`(?i)\b(?:previous|prior|preceding|before)\b|环比|上期`)
)

// enumByCompare returns the value of a comparison parameter that the
// task's compare range stands for: the one whose words or gloss say a
// year back when the compare range is the range a year earlier, the one
// that says just before when it ends the day before the range starts.
// It returns nothing unless exactly one value says so.
func enumByCompare(enum []any, name, description string, t *task.Task) []string {
	if t.TimeRange == nil || t.CompareRange == nil || !compareParamRE.MatchString(strings.ReplaceAll(name, "_", " ")+" "+description) {
		return nil
	}
	r, c := t.TimeRange, t.CompareRange
	var re *prefilter.Regexp
	switch {
	case c.Start.Equal(r.Start.AddDate(-1, 0, 0)):
		re = yearBackRE
	case c.End.AddDate(0, 0, 1).Equal(r.Start):
		re = priorRE
	default:
		return nil
	}
	var out []string
	for _, v := range enumStrings(enum) {
		words := strings.ReplaceAll(v, "_", " ")
		if gloss, ok := bracketAfter(description, v); ok {
			words += " " + gloss
		}
		if re.MatchString(words) && (re == yearBackRE || !yearBackRE.MatchString(words)) {
			out = append(out, v)
		}
	}
	if len(out) != 1 {
		return nil
	}
	return out
}
