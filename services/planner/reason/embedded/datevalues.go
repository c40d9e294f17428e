package embedded

import (
	"regexp"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// dateValue renders a day for a string parameter: YYYY-MM-DD, or RFC 3339
// for date-time (the day's first or last second). Numeric parameters never
// get a date (see fillOne).
func dateValue(day time.Time, p property, end bool, loc *time.Location) any {
	d := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	if end {
		d = d.Add(24*time.Hour - time.Second)
	}
	if p.Format == "date-time" {
		return d.Format(time.RFC3339)
	}
	if layout := statedLayout(p.Description); layout != "" && p.Format != "date" {
		return d.Format(layout)
	}
	return d.Format(task.DateLayout)
}

// layoutRE is a date layout a description states: "in MM-DD-YYYY
// format", "Format: yyyy-mm-dd", "(month-day-year)".
var layoutRE = prefilter.MustCompile(`(?i)\b(y{3,4}|mm|dd|month|day|year)([-/.])(y{3,4}|mm|dd|month|day|year)(?:([-/.])(y{3,4}|mm|dd|month|day|year))?\b`)

// statedLayout is the Go layout of the date layout a parameter's
// description states, or "" when it states none (or only a year and a
// month, or the same part twice).
func statedLayout(desc string) string {
	m := layoutRE.FindStringSubmatch(desc)
	if m == nil || m[5] == "" {
		return ""
	}
	part := map[string]string{"yyyy": "2006", "yyy": "2006", "year": "2006", "mm": "01", "month": "01", "dd": "02", "day": "02"}
	var b strings.Builder
	seen := map[string]bool{}
	for i, g := range []string{m[1], m[2], m[3], m[4], m[5]} {
		if i%2 == 1 {
			b.WriteString(g)
			continue
		}
		p := part[strings.ToLower(g)]
		if seen[p] {
			return ""
		}
		seen[p] = true
		b.WriteString(p)
	}
	return b.String()
}

// statedDateExample is a day written in words that a free-form date
// parameter's description gives as an example of its values and the goal
// states: such a parameter takes the words, not the day they resolve to.
func statedDateExample(p property, g *goalValues) (string, bool) {
	if p.Format != "" || statedLayout(p.Description) != "" {
		return "", false
	}
	for _, m := range exampleRE.FindAllStringSubmatch(p.Description, -1) {
		for _, ex := range strings.Split(m[1], ",") {
			ex = strings.ToLower(strings.Trim(strings.TrimSpace(ex), `"'.`))
			ex = strings.TrimSpace(strings.TrimPrefix(ex, "or "))
			if len(ex) < 3 || strings.ContainsAny(ex, "0123456789") {
				continue
			}
			if i := aliasIndex(g.lower, ex); i >= 0 && g.dated(i, i+len(ex)) {
				return g.text[i : i+len(ex)], true
			}
		}
	}
	return "", false
}

// writtenDate finds a date the text writes in the layout the parameter's
// description states, which no other reading takes for a date: a
// birthday 01-01-1980 "in MM-DD-YYYY format".
func writtenDate(text string, p property) (string, bool) {
	layout := statedLayout(p.Description)
	if layout == "" {
		return "", false
	}
	shape := regexp.MustCompile(`\b` + strings.NewReplacer("2006", `\d{4}`, "01", `\d{2}`, "02", `\d{2}`).Replace(regexp.QuoteMeta(layout)) + `\b`)
	for _, m := range shape.FindAllString(text, -1) {
		if _, err := time.Parse(layout, m); err == nil {
			return m, true
		}
	}
	return "", false
}

// bornParamRE is a parameter for someone's birth date.
var bornParamRE = prefilter.MustCompile(`(?i)birth|\bdob\b|出生|生日`)

// bornDate is the birth date text records (张小雨，2018-05-03 出生) for a
// parameter of one: a date the goal's period leaves out.
func (e *Engine) bornDate(name string, p property, text string) (any, bool) {
	if !bornParamRE.MatchString(name + " " + p.Description) {
		return nil, false
	}
	for _, q := range e.resolve(text).Periods {
		if timeexpr.BornOn(text, q) {
			return dateValue(q.Range.Start, p, false, e.opts.Location), true
		}
	}
	return nil, false
}
