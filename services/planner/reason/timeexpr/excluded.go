package timeexpr

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// excludedAfterRE follows a day the text turns away: 明天的不要,
	// 周五的不算, 这周除外 — the clause ends there, so 明天的不要忘了 (do
	// not forget tomorrow's) is no such turning away.
	excludedAfterRE = prefilter.MustCompile(`^\s*的?\s*(?:就|也|都)?(?:不要|不用|不算|除外)了?\s*(?:[,，。;；!！]|$)`)
	// excludedBeforeDayRE comes before a day the text leaves out: 除了周五.
	excludedBeforeDayRE = prefilter.MustCompile(`(?:除了|除去|除)\s*$`)
)

// dropExcluded drops the days the text turns away (明天的不要，后天的订两份,
// 除了周五，下周每天都排上): what it asks about is the rest, and a day it
// only turns away fills no date of a request.
func dropExcluded(text string, found []Period) []Period {
	return slices.DeleteFunc(found, func(p Period) bool {
		end := p.Pos + len(p.Text)
		return end <= len(text) && (excludedAfterRE.MatchString(text[end:]) || excludedBeforeDayRE.MatchString(text[:p.Pos]))
	})
}
