package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// descLabelRE is a label a parameter's description gives it: a gloss in
// brackets, "New ETR (预计恢复时间)", or a term written in capitals.
var descLabelRE = prefilter.MustCompile(`[(（]([^)）]{2,})[)）]|\b([A-Z]{2,5})\b`)

// keepNamedTime keeps the goal's one time of day in the date-time
// parameter whose label the goal writes in the clause of that time, when
// others took the same value: "预计恢复时间改到今晚9点" sets the estimated
// restoration, not when supply came back. It decides nothing when no
// label or more than one is written there.
func keepNamedTime(sch object, args map[string]any, g *goalValues) {
	if !g.hasClock || g.clock.HasEnd {
		return
	}
	before := g.text[:g.clock.Start.Pos]
	clause := before[clauseStart(before):]
	same := map[string][]string{}
	for _, n := range slices.Sorted(maps.Keys(args)) {
		if s, ok := args[n].(string); ok && sch.Properties[n].Format == "date-time" {
			same[s] = append(same[s], n)
		}
	}
	for _, names := range same {
		if len(names) < 2 {
			continue
		}
		named := ""
		for _, n := range names {
			if !labelWritten(sch.Properties[n].Description, clause) {
				continue
			}
			if named != "" {
				return
			}
			named = n
		}
		if named == "" {
			continue
		}
		for _, n := range names {
			if n != named {
				delete(args, n)
			}
		}
	}
}

// labelWritten reports whether a label the description gives its
// parameter is written in text.
func labelWritten(desc, text string) bool {
	if !strings.ContainsAny(desc, "(（") && !strings.ContainsFunc(desc, func(r rune) bool { return r >= 'A' && r <= 'Z' }) {
		return false
	}
	for _, m := range descLabelRE.FindAllStringSubmatch(desc, -1) {
		for _, l := range m[1:] {
			if l != "" && strings.Contains(text, l) {
				return true
			}
		}
	}
	return false
}
