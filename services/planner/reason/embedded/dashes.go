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
	marks := clauseRE.FindAllStringIndex(goal, -1)
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
