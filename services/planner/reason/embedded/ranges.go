package embedded

import (
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// spanPairRE is a range the goal writes with two numbers: "from x=1 to
// x=3", "between -1 and 2", "from 2015 to 2021".
var spanPairRE = prefilter.MustCompile(`(?i)\b(?:from|between)\s+(?:[a-z]\s*=\s*)?([-−]?\d+(?:\.\d+)?)\s*(?:to|and|-|–)\s*(?:[a-z]\s*=\s*)?([-−]?\d+(?:\.\d+)?)\b`)

// pairParamRE is a list parameter that takes a range's two ends, by its
// name or description: interval, limits, year_range, "the start and end".
var pairParamRE = prefilter.MustCompile(`(?i)interval|range|limits|bounds|start and end|lower and upper|two numbers`)

// fillRangePairs fills a list parameter of numbers that takes a range
// with the two ends the goal writes, in order: "the area under the curve
// from x=1 to x=3" → interval [1, 3].
func fillRangePairs(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "array" && s.p.typ() != "tuple" || s.p.Items == nil {
			continue
		}
		itemType, _ := s.p.Items.Type.(string)
		if itemType != "integer" && itemType != "number" && itemType != "float" || !pairParamRE.MatchString(s.name+" "+s.p.Description) {
			continue
		}
		for _, m := range spanPairRE.FindAllStringSubmatchIndex(g.text, -1) {
			if !g.free(m[2], m[3]) || !g.free(m[4], m[5]) {
				continue
			}
			lo, okLo := pairEnd(g.text[m[2]:m[3]], itemType)
			hi, okHi := pairEnd(g.text[m[4]:m[5]], itemType)
			if !okLo || !okHi {
				continue
			}
			args[s.name] = []any{lo, hi}
			g.use(m[2], m[3])
			g.use(m[4], m[5])
			break
		}
	}
}

// pairEnd reads one end of a range as the list's item type.
func pairEnd(v, itemType string) (any, bool) {
	if v[0] != '-' && v[0] != '+' && v[0] >= 0x80 {
		v = "-" + v[len("−"):]
	}
	if itemType == "integer" {
		n, err := strconv.ParseInt(v, 10, 64)
		return n, err == nil
	}
	f, err := strconv.ParseFloat(v, 64)
	return f, err == nil
}

// daysParamRE is a number parameter that counts days, by its name or
// description.
var daysParamRE = prefilter.MustCompile(`(?i)(?:^|_)days(?:$|_|\s)|\bnumber of days\b|\bin days\b|天数`)

// unitCountRE are number parameters that count a calendar unit — weeks,
// months, years — by name or description, with the unit each counts.
var unitCountRE = map[timeexpr.Unit]*regexp.Regexp{
	timeexpr.Week:  regexp.MustCompile(`(?i)(?:^|_)weeks(?:$|_|\s)|\bnumber of weeks\b|\bin weeks\b`),
	timeexpr.Month: regexp.MustCompile(`(?i)(?:^|_)months(?:$|_|\s)|\bnumber of months\b|\bin months\b`),
	timeexpr.Year:  regexp.MustCompile(`(?i)(?:^|_)years(?:$|_|\s)|\bnumber of years\b|\bin years\b`),
}

// fillPeriodDays fills a count of days the goal states no number for
// with the length of the calendar period it names: "releases for the
// next week" is 7 days, "the upcoming month" the days of that month. A
// day is a date, no count ("the weather tomorrow"), and a period counted
// from a date up to today ("starting from May 12") says no length.
func fillPeriodDays(slots []slot, p timeexpr.Period, args map[string]any) {
	if p.Unit != timeexpr.Week && p.Unit != timeexpr.Month && p.Unit != timeexpr.Quarter && p.Unit != timeexpr.Year {
		return
	}
	days := int64(p.Range.End.Sub(p.Range.Start).Hours()/24+0.5) + 1
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
			continue
		}
		about := s.name + " " + s.p.Description
		if re := unitCountRE[p.Unit]; re != nil && re.MatchString(about) && p.N > 0 {
			args[s.name] = countValue(int64(p.N), s) // "the next month" is 1 month
			return
		}
		if !daysParamRE.MatchString(about) {
			continue
		}
		args[s.name] = countValue(days, s)
		return
	}
}

// countValue is a count as the parameter's number type.
func countValue(n int64, s *slot) any {
	if s.p.typ() == "integer" {
		return n
	}
	return float64(n)
}

// nestedListRE is a list of lists written as a literal: [[10, 20], [30, 40]].
var nestedListRE = prefilter.MustCompile(`\[\s*\[[^\[\]]*\](?:\s*,\s*\[[^\[\]]*\])+\s*\]`)

// fillNestedLists fills a list parameter whose items are lists with a
// list of lists the goal writes: "a contingency table [[10, 20], [30, 40]]".
func fillNestedLists(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "array" {
			continue
		}
		for _, m := range nestedListRE.FindAllStringIndex(g.text, -1) {
			lit := g.text[m[0]:m[1]]
			var v []any
			if !g.free(m[0], m[1]) || json.Unmarshal([]byte(strings.ReplaceAll(lit, "'", `"`)), &v) != nil {
				continue
			}
			if !strings.Contains(lit, ".") {
				v = integral(v).([]any)
			}
			args[s.name] = v
			g.use(m[0], m[1])
			break
		}
	}
}

// integral turns the whole numbers of a decoded literal into integers.
func integral(v any) any {
	switch x := v.(type) {
	case []any:
		for i := range x {
			x[i] = integral(x[i])
		}
		return x
	case float64:
		if x == math.Trunc(x) {
			return int64(x)
		}
	}
	return v
}

// fillYearNumber fills an integer parameter named year with the one
// calendar year the goal names ("in 2020"): a year named as a period is
// masked as a date, so no numeral reading takes it.
func fillYearNumber(slots []slot, p timeexpr.Period, args map[string]any) {
	if p.Unit != timeexpr.Year || p.N != 1 || p.Partial {
		return
	}
	var taker *slot
	takers := 0
	for i := range slots {
		s := &slots[i]
		if s.p.typ() != "integer" {
			continue
		}
		if oneYearOf(s) {
			taker, takers = s, takers+1
		}
		if _, done := args[s.name]; done || !slices.Equal(s.words, []string{"year"}) {
			continue
		}
		args[s.name] = int64(p.Range.Start.Year())
		takers = 2 // the year is the tool's own
	}
	// tax_year, fiscal_year: the one year of the thing the tool reads,
	// when no other parameter takes a year.
	if takers == 1 {
		if _, done := args[taker.name]; !done {
			args[taker.name] = int64(p.Range.Start.Year())
		}
	}
}

// oneYearOf reports whether an integer parameter is the one year of
// something the tool reads, by a word before year that names a period
// of books or records (tax_year, fiscal_year).
func oneYearOf(s *slot) bool {
	if !calendarYear(s) || len(s.words) != 2 {
		return false
	}
	return periodYearWords[s.words[0]]
}

// periodYearWords name a year that books, budgets or records are kept by,
// which a goal's year period is: tax_year, fiscal_year, academic_year. A
// year that is a trait of a thing (model_year, build_year, birth_year) or
// a bound (start_year) is not one.
var periodYearWords = map[string]bool{"tax": true, "fiscal": true, "financial": true, "academic": true, "budget": true,
	"calendar": true, "accounting": true, "reporting": true, "report": true, "assessment": true, "plan": true, "planning": true}
