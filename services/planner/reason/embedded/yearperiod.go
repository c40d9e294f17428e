package embedded

import (
	"encoding/json"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// yearParamRE names a parameter that takes a year's number: year,
// fiscal_year, budget_year.
var yearParamRE = prefilter.MustCompile(`(?i)(?:^|_)year$`)

// takesYear reports whether a tool takes a year by its number (fiscal_year:
// 2026): it carries a period of that year itself, as a tool taking dates
// carries any period.
func takesYear(spec *toolspec.Spec) bool {
	if spec == nil || len(spec.Parameters) == 0 {
		return false
	}
	return yearSchemas.load(string(spec.Parameters), func() bool {
		var sch object
		if json.Unmarshal(spec.Parameters, &sch) != nil {
			return false
		}
		for n, p := range sch.Properties {
			if t := p.typ(); (t == "integer" || t == "number") && yearParamRE.MatchString(n) {
				return true
			}
		}
		return false
	})
}

// yearSchemas remembers takesYear by the schema's text.
var yearSchemas memo[bool]

// yearPeriod reports whether a period runs from a year's first day and
// ends within that year: the year (今年, 2024, "this year") or the part of
// it so far (今年以来), which a year's number names.
func yearPeriod(r *task.Range) bool {
	return r.Start.Month() == 1 && r.Start.Day() == 1 && r.End.Year() == r.Start.Year() && spansDays(r)
}
