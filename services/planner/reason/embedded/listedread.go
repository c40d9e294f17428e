package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// aggregateRE is a tool that answers with counts or totals, by its name
// or its description's opening: get_ticket_stats, "Counts and amounts
// of …", 统计.
var aggregateRE = prefilter.MustCompile(`(?i)^(?:counts?|totals?|statistics|aggregates?)\b|_(?:stats|statistics|counts|totals)\b|统计`)

// itemsAskedRE asks for the things themselves: "show me all the
// tickets", "list …", "which …", 哪些, 列出.
var itemsAskedRE = prefilter.MustCompile(`(?i)\bshow (?:me )?all\b|\blist (?:all|the|every)\b|^\s*list\b|\bwhich\b|哪些|列出|列一下|明细`)

// countAskedRE asks for a number: "how many", "the number of", 多少, 几个.
var countAskedRE = prefilter.MustCompile(`(?i)\bhow many\b|\bnumber of\b|\bcount\b|\btotals?\b|\bstatistics\b|多少|几个|几单|几件|总数|总共|一共|统计`)

// listRead turns an aggregate read chosen for a need that asks for the
// things themselves and for no number into the list of those things that
// its own boundary names (when_not_to_use: "Listing the tickets
// themselves (search_tickets)"): counts do not show which ones.
func listRead(st *task.Subtask, text string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || !itemsAskedRE.MatchString(text) || countAskedRE.MatchString(text) {
		return
	}
	if !aggregateRE.MatchString(spec.Name) && !aggregateRE.MatchString(strings.TrimSpace(spec.Description)) {
		return
	}
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || s.Name == spec.Name || s.SideEffect == toolspec.Write || sc.Score <= 0 {
			continue
		}
		if aliasIndex(spec.WhenNotToUse, s.Name) >= 0 {
			st.Tool, st.Ambiguous = s.Name, nil
			return
		}
	}
}
