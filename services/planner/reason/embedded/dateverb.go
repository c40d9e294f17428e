package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// datePrepRE is a preposition a date may be written after, which the
// date itself may leave out: "since March 3", "in May".
var datePrepRE = prefilter.MustCompile(`(?i)^(?:since|from|on|in|after|before|between|during|until|till|by)\s+`)

// dropDateVerbs drops, from the several values a goal writes for one
// enum, a value written just before a date the goal names: "tickets
// opened since March 3 that were escalated" dates the tickets by when
// they were opened, and asks for the escalated ones. One value is kept
// whatever it is.
func dropDateVerbs(vals []string, g *goalValues) []string {
	// A value written inside a date (week of "last week") is no state the
	// goal writes: "each day last week" writes one.
	stated := slices.DeleteFunc(slices.Clone(vals), func(v string) bool {
		a, b := optionAt(g, v)
		return a >= 0 && g.dated(a, b)
	})
	if len(stated) < 2 {
		return vals
	}
	out := slices.DeleteFunc(stated, func(v string) bool {
		a, b := optionAt(g, v)
		if a < 0 {
			return false
		}
		rest := strings.TrimLeft(g.text[b:], " ")
		at := len(g.text) - len(rest)
		after := at + len(datePrepRE.FindString(rest))
		for _, p := range g.periods {
			if p[0] == at || p[0] == after {
				return true // "since March 3" read whole, or its date alone
			}
		}
		return false
	})
	if len(out) == 0 {
		return vals
	}
	return out
}
