package embedded

import (
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// listedValuesRE is numbers listed before one noun they all qualify:
// "1- and 2-star", "4 or 5 stars", "1, 2 and 3 bedroom".
var listedValuesRE = prefilter.MustCompile(`(?i)\b(\d{1,4})-?((?:,\s*\d{1,4}-?)*)\s+(?:and|or)\s+(\d{1,4})[-\s]([a-z]{3,})\b`)

// fillListedBounds gives a minimum and a maximum parameter of one measure
// (min_rating, max_rating) the lowest and the highest of numbers the goal
// lists before that measure's noun: "the 1- and 2-star reviews" are those
// rated 1 to 2. The noun must be a word of the parameters' description or
// name: "star" for "Highest star rating.".
func fillListedBounds(slots []slot, g *goalValues, args map[string]any) {
	bounds := map[string]*slot{}
	for i := range slots {
		s := &slots[i]
		if t := s.p.typ(); (t == "integer" || t == "number") && len(s.p.Enum) == 0 {
			if side := boundSide(s); side != "" {
				if bounds[side] != nil {
					return // two of one side: which measure, the list does not say
				}
				bounds[side] = s
			}
		}
	}
	if bounds["min"] == nil && bounds["max"] == nil {
		return
	}
	for _, m := range listedValuesRE.FindAllStringSubmatchIndex(g.text, -1) {
		noun := strings.TrimSuffix(strings.ToLower(g.text[m[8]:m[9]]), "s")
		if !g.free(m[0], m[7]) {
			continue
		}
		nums := []string{g.text[m[2]:m[3]], g.text[m[6]:m[7]]}
		for _, x := range strings.Split(g.text[m[4]:m[5]], ",") {
			if x = strings.Trim(strings.TrimSpace(x), "-"); x != "" {
				nums = append(nums, x)
			}
		}
		lo, hi := -1, -1
		for _, x := range nums {
			n, _ := strconv.Atoi(x)
			if lo < 0 || n < lo {
				lo = n
			}
			hi = max(hi, n)
		}
		filled := false
		for side, v := range map[string]int{"min": lo, "max": hi} {
			s := bounds[side]
			if s == nil || !namesMeasure(s, noun) {
				continue
			}
			if _, done := args[s.name]; done || !withinBounds(float64(v), s.p) {
				continue
			}
			if s.p.typ() == "integer" {
				args[s.name] = int64(v)
			} else {
				args[s.name] = float64(v)
			}
			filled = true
		}
		if filled {
			g.use(m[0], m[7])
			return
		}
	}
}

// namesMeasure reports whether noun is a word of the parameter's name or
// description.
func namesMeasure(s *slot, noun string) bool {
	return matchesWord(s.words, noun) || aliasIndex(strings.ToLower(s.p.Description), noun) >= 0
}
