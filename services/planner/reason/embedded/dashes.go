package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// dashRE is a dash between two parts of a sentence (A — B, A – B).
var dashRE = prefilter.MustCompile(`\s*—+\s*|\s+–\s+`)

// clauseMarks is where goal's punctuation splits it: clauseRE's marks,
// and a dash before the reason for the request ("cancel Friday's table —
// the guests are ill"), which says nothing of which tool serves it. A
// dash after a statement that leads to the request ("the boiler failed
// last night — send a plumber") joins one request.
func clauseMarks(goal string) [][]int {
	marks := append(clauseRE.FindAllStringIndex(goal, -1), toldColons(goal)...)
	slices.SortFunc(marks, func(a, b []int) int { return a[0] - b[0] })
	dashes := dashRE.FindAllStringIndex(goal, -1)
	if len(dashes) == 0 {
		return marks
	}
	for _, d := range dashes {
		end := len(goal)
		for _, m := range marks {
			if m[0] >= d[1] && end == len(goal) {
				end = m[0]
			}
		}
		if statesReason(strings.TrimSpace(goal[d[1]:end])) {
			marks = append(marks, d)
		}
	}
	slices.SortFunc(marks, func(a, b []int) int { return a[0] - b[0] })
	return marks
}

// colonRE is an English colon before a space: a clock's 13:40 has none.
var colonRE = prefilter.MustCompile(`:\s+`)

// toldColons are the colons of an English goal after a statement of what
// happened and before a request ("the customer says data is slow: open a
// ticket, and …"): the statement is a clause of its own, as after a full
// stop. A colon after a request ("Send the team a message: stop the
// line", "Declare an outage: sites … lost power") or a list's lead-in
// ("including: …") opens the request's detail, and stays inside it.
func toldColons(goal string) [][]int {
	var out [][]int
	for _, c := range colonRE.FindAllStringIndex(goal, -1) {
		start := 0
		if m := clauseRE.FindAllStringIndex(goal[:c[0]], -1); len(m) > 0 {
			start = m[len(m)-1][1]
		}
		before, after := strings.TrimSpace(goal[start:c[0]]), goal[c[1]:]
		if language(before) != "en" || weight(before) < 6 || verbObjectRE.MatchString(before) || actionRE.MatchString(before) || lookRE.MatchString(before) || leadRE.MatchString(before) || questionOpenRE.MatchString(before) {
			continue
		}
		if verbObjectRE.MatchString(after) || actionRE.MatchString(after) || lookRE.MatchString(after) {
			out = append(out, c)
		}
	}
	return out
}
