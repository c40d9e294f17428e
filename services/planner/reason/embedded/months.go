package embedded

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// monthOnlyRE is a year-and-month layout a description states: "in
// YYYY-MM format", "'mm-yyyy'", "(year/month)".
var monthOnlyRE = prefilter.MustCompile(`(?i)\b(y{4}|mm|year|month)([-/.])(y{4}|mm|year|month)\b`)

// monthLayout is the Go layout of a parameter that takes a year and a
// month, no day — by the layout its description states, its pattern, or
// an example it gives (2025-01) — or "" when it takes no such value.
func monthLayout(p property) string {
	if p.typ() != "string" || len(p.Enum) > 0 || p.Format == "date" || p.Format == "date-time" {
		return ""
	}
	return monthLayouts.load(p.Pattern+"\x00"+p.Description, func() string { return readMonthLayout(p) })
}

// monthLayouts remembers the layout read from each pattern and
// description: a catalog's schemas are filled again on every plan.
var monthLayouts memo[string]

func readMonthLayout(p property) string {
	if statedLayout(p.Description) == "" {
		if m := monthOnlyRE.FindStringSubmatchIndex(p.Description); m != nil {
			a, b := strings.ToLower(p.Description[m[2]:m[3]]), strings.ToLower(p.Description[m[6]:m[7]])
			sep := p.Description[m[4]:m[5]]
			year := func(s string) bool { return s == "yyyy" || s == "year" }
			month := func(s string) bool { return s == "mm" || s == "month" }
			// A layout writes both in letters or both in words: "mm/year"
			// is a rate in millimetres a year.
			letters := (a == "yyyy" || a == "mm") == (b == "yyyy" || b == "mm")
			rest := p.Description[m[7]:]
			if letters && (!strings.HasPrefix(rest, sep) || len(rest) == len(sep)) {
				switch {
				case year(a) && month(b):
					return "2006" + sep + "01"
				case month(a) && year(b):
					return "01" + sep + "2006"
				}
			}
		}
	}
	sample := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	var shapes []*regexp.Regexp
	if p.Pattern != "" {
		if re, err := regexp.Compile(anchored(p.Pattern)); err == nil {
			shapes = append(shapes, re)
		}
	}
	for _, m := range exampleRE.FindAllStringSubmatch(p.Description, -1) {
		for _, ex := range strings.Split(m[1], ",") {
			if re := shapeOf(strings.Trim(strings.TrimSpace(ex), `"'.`)); re != nil {
				shapes = append(shapes, re)
			}
		}
	}
	for _, re := range shapes {
		if re.MatchString(sample.Format(task.DateLayout)) {
			return "" // a whole day fits as well: a date
		}
		for _, layout := range []string{"2006-01", "2006/01", "01-2006", "01/2006", "200601"} {
			if re.MatchString(sample.Format(layout)) && monthsOnly(re, layout) {
				return layout
			}
		}
	}
	return ""
}

// monthsOnly reports whether a pattern that takes a month in layout
// takes months alone there: it refuses a letter where the year's first
// digit stands (^[A-Z0-9]{2}[0-9]{4}$ is a code that 202503 happens to
// fit), and, with no separator to tell a month from a number, a
// thirteenth month (^[0-9]{6}$ is any six digits, a postcode as well).
func monthsOnly(re *regexp.Regexp, layout string) bool {
	v := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC).Format(layout)
	i := strings.Index(v, "2025")
	if re.MatchString(v[:i] + "A" + v[i+1:]) {
		return false
	}
	if strings.ContainsAny(layout, "-/") {
		return true
	}
	return !re.MatchString(strings.Replace(v, "03", "13", 1))
}

// monthValue is the month of the goal's range for a parameter in a
// year-month layout: the first month for a start, the last for an end,
// else the one month the range lies within.
func monthValue(r *task.Range, rl role, layout string) (string, bool) {
	switch {
	case r == nil:
		return "", false
	case rl == roleStart:
		return r.Start.Format(layout), true
	case rl == roleEnd:
		return r.End.Format(layout), true
	case r.Start.Year() != r.End.Year() || r.Start.Month() != r.End.Month():
		return "", false
	}
	return r.Start.Format(layout), true
}

// monthRole is the end of the goal's range a year-month parameter takes:
// its role as a date, or the endpoint its name says (start_month).
func monthRole(name string, p property) role {
	if r := dateRole(name, p); r == roleStart || r == roleEnd {
		return r
	}
	words := nameWordsAll(name)
	switch {
	case slices.ContainsFunc(words, func(w string) bool {
		return w == "start" || w == "begin" || w == "from" || w == "since" || w == "first"
	}):
		return roleStart
	case slices.ContainsFunc(words, func(w string) bool { return w == "end" || w == "until" || w == "to" || w == "last" }):
		return roleEnd
	}
	return roleOther
}

// monthShaped reports whether a value is written in a year-month layout.
func monthShaped(v, layout string) bool {
	_, err := time.Parse(layout, v)
	return err == nil
}
