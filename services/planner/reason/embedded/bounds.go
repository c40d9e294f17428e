package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lowerBoundBeforeRE and upperBoundBeforeRE end in a comparison that
// makes the number after it a bound: "over 2,000", "超过5万", "under 50",
// "不超过 3"; lowerBoundAfterRE and upperBoundAfterRE follow the number:
// "5万以上", "50 or more", "3天以内".
var (
	lowerBoundBeforeRE = prefilter.MustCompile(`(?i)(?:\b(?:over|above|more than|greater than|higher than|at least|exceeding|no less than|minimum(?: of)?)|(?:^|[^不])(?:超过|大于|高于|多于|至少|不少于|不低于))\s*$`)
	upperBoundBeforeRE = prefilter.MustCompile(`(?i)(?:\b(?:under|below|less than|lower than|fewer than|at most|no more than|maximum(?: of)?)|小于|低于|少于|不超过|不到|至多|最多)\s*$`)
	lowerBoundAfterRE  = prefilter.MustCompile(`(?i)^\s*(?:[\p{Han}A-Za-z]{0,3}\s*)?(?:以上|及以上|or more\b|and (?:above|up)\b|\+)`)
	upperBoundAfterRE  = prefilter.MustCompile(`(?i)^\s*(?:[\p{Han}A-Za-z]{0,3}\s*)?(?:以下|以内|及以下|or less\b|or fewer\b|and below\b)`)
)

// boundSide says which bound a numeric parameter is by its name or
// description: "min" (min_amount, "at least this amount") or "max".
func boundSide(s *slot) string {
	if countsResults(s) {
		return "" // "maximum number of results" bounds the answer, not a value
	}
	for _, w := range s.raw {
		switch w {
		case "min", "minimum", "least", "floor", "from":
			return "min"
		case "max", "maximum", "most", "cap", "ceiling":
			return "max"
		}
	}
	d := strings.ToLower(s.p.Description)
	switch {
	case strings.Contains(d, "at least") || strings.Contains(d, "minimum"):
		return "min"
	case strings.Contains(d, "at most") || strings.Contains(d, "maximum") || strings.Contains(d, "up to"):
		return "max"
	}
	return ""
}

// countsResults reports whether a parameter caps how many results come
// back (limit, page_size, max_results; "number of results to return")
// rather than bounding a value the results hold. A count or a size alone
// (min_order_count, max_size) may bound a value.
func countsResults(s *slot) bool {
	for _, w := range s.raw {
		switch w {
		case "limit", "page", "top", "results", "rows":
			return true
		}
	}
	d := strings.ToLower(s.p.Description)
	return strings.Contains(d, "number of results") || strings.Contains(d, "to return") || strings.Contains(d, "per page")
}

// fillBounds gives a minimum or maximum parameter the number the goal
// bounds from that side ("invoices over 50,000", "金额超过5万" for
// min_amount), when no other parameter took it and one parameter of the
// tool is that bound.
func fillBounds(slots []slot, g *goalValues, args map[string]any) {
	for _, side := range []string{"min", "max"} {
		var open []*slot
		for i := range slots {
			s := &slots[i]
			if t := s.p.typ(); (t == "integer" || t == "number" || t == "float") && len(s.p.Enum) == 0 && boundSide(s) == side {
				open = append(open, s)
			}
		}
		if len(open) != 1 {
			continue
		}
		s := open[0]
		if _, done := args[s.name]; done {
			continue
		}
		before, after := lowerBoundBeforeRE, lowerBoundAfterRE
		if side == "max" {
			before, after = upperBoundBeforeRE, upperBoundAfterRE
		}
		for j, sp := range g.spans {
			if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) {
				continue
			}
			if !endsWith(before, g.text[:sp.pos]) && !after.MatchString(g.text[sp.end:]) {
				continue
			}
			if v, ok := valueFor(s, sp); ok {
				args[s.name] = v
				g.take(j)
				break
			}
		}
	}
}
