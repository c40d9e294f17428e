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

// recipientVerbRE is what follows a participle that hands an object to
// someone: "assigned to T0412", "escalated by the desk".
var recipientVerbRE = prefilter.MustCompile(`(?i)^\s+(?:to|by)\s+\S`)

// dropRecipientVerbs drops, from the several values a goal writes for one
// enum, a participle written before the one it was handed to: "everything
// assigned to T0412 that's still in progress" names its work by whom it
// went to and asks for the state it is in. One value is kept whatever it
// is.
func dropRecipientVerbs(vals []string, g *goalValues) []string {
	if len(vals) < 2 {
		return vals
	}
	out := slices.DeleteFunc(slices.Clone(vals), func(v string) bool {
		a, b := optionAt(g, v)
		return a >= 0 && strings.HasSuffix(g.lower[a:b], "ed") && recipientVerbRE.MatchString(g.text[b:])
	})
	if len(out) == 0 {
		return vals
	}
	return out
}
