package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// property is the part of a parameter's JSON Schema argument filling reads.
type property struct {
	Type        any    `json:"type"`
	Format      string `json:"format"`
	Pattern     string `json:"pattern"`
	Default     any    `json:"default"`
	Enum        []any  `json:"enum"`
	Description string `json:"description"`
	// Minimum and Maximum bound a number; the exclusive bounds are numbers
	// (JSON Schema draft 6 on) or flags on Minimum and Maximum (draft 4).
	Minimum          *float64 `json:"minimum"`
	Maximum          *float64 `json:"maximum"`
	ExclusiveMinimum any      `json:"exclusiveMinimum"`
	ExclusiveMaximum any      `json:"exclusiveMaximum"`
	Items            *struct {
		Type        any                 `json:"type"`
		Enum        []any               `json:"enum"`
		Pattern     string              `json:"pattern"`
		Format      string              `json:"format"`
		Description string              `json:"description"`
		Properties  map[string]property `json:"properties"`
		Required    []string            `json:"required"`
	} `json:"items"`
}

// object is the part of a tool's parameters schema argument filling
// reads: its properties and which of them are required.
type object struct {
	Properties map[string]property `json:"properties"`
	Required   []string            `json:"required"`
}

// enumValues are the values p allows: its own enum, or its items' when p
// is an array.
func (p property) enumValues() []any {
	if p.typ() == "array" && p.Items != nil {
		return p.Items.Enum
	}
	return p.Enum
}

// typ is p's type: the first of a list of types that is not "null".
func (p property) typ() string {
	switch t := p.Type.(type) {
	case string:
		return t
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && s != "null" {
				return s
			}
		}
	}
	return ""
}

// role is what a parameter stands for, read from its name and format.
type role int

const (
	roleOther role = iota
	roleDate
	roleStart
	roleEnd
	roleCmpStart
	roleCmpEnd
	roleQuery
)

// weekdayParamRE is a description of a day of the week, which no date
// fills.
var weekdayParamRE = prefilter.MustCompile(`(?i)\bday of (?:the )?week\b|\bweekday\b`)

func paramRole(name string, p property) role {
	if p.Format == "" && weekdayParamRE.MatchString(p.Description) {
		return roleOther // "The day of the week." takes Sunday, not a date
	}
	n := strings.ToLower(name)
	cmp := strings.HasPrefix(n, "compare") || strings.HasPrefix(n, "baseline") || strings.HasPrefix(n, "prev")
	has := func(subs ...string) bool {
		for _, s := range subs {
			if strings.Contains(n, s) {
				return true
			}
		}
		return false
	}
	// Endpoint words count as words of the name ("send_at" says no end),
	// or as the head of a run-together one (startdate, endtime), or in a
	// verb's -s form (starts_at, ends_at, begins_on).
	words := nameWordsAll(name)
	hasWord := func(ws ...string) bool {
		for _, x := range words {
			for _, w := range ws {
				if x == w || strings.HasPrefix(x, w) && slices.Contains([]string{"date", "time", "day", "ts", "at", "on"}, x[len(w):]) || endpointVerbS(x, w) {
					return true
				}
			}
		}
		return false
	}
	// A number named for a count of time units says how long, never when:
	// days_before, hours_after.
	if (p.typ() == "integer" || p.typ() == "number") && slices.ContainsFunc(words, func(x string) bool { return spanUnitWords[x] }) {
		return roleOther
	}
	// A lone "time" is a time of day, never a date; a range's start_time
	// or end_time takes the range's days.
	endpoint := hasWord("start", "end", "begin", "from", "since", "until", "after", "before")
	// Words, not letters, say a date: update_info and from_timezone are none.
	dateWord := slices.ContainsFunc(words, func(x string) bool {
		return strings.HasPrefix(x, "date") || strings.HasSuffix(x, "date") && !notDateRE.MatchString(x)
	})
	timeWord := slices.ContainsFunc(words, func(x string) bool { return strings.HasSuffix(x, "time") })
	dateish := p.Format == "date" || p.Format == "date-time" || dateWord || has("day", "_ts", "timestamp") || n == "ds" || n == "dt" || timeWord && endpoint
	if p.Format == "time" || (p.typ() != "string" && p.typ() != "") {
		dateish = false
	}
	// A bare endpoint name takes a date unless its description says it
	// takes something else: "to", "The email address to send to".
	exact := (n == "start" || n == "from" || n == "since" || n == "begin" || n == "end" || n == "to" || n == "until" || n == "gte" || n == "lte") &&
		(p.Description == "" || dateDescRE.MatchString(p.Description)) && p.Format != "email"
	// A stay's check-in and check-out are its start and end.
	checkIn, checkOut := strings.Contains(n, "checkin") || strings.Contains(n, "check_in"), strings.Contains(n, "checkout") || strings.Contains(n, "check_out")
	// A trip's departure and return are its start and end.
	depart, back := hasWord("depart", "departure", "outbound"), hasWord("return", "inbound")
	switch {
	case (checkIn || depart) && dateish:
		return roleStart
	case (checkOut || back) && dateish:
		return roleEnd
	// A name ending in "to" bounds the thing it names from above:
	// start_to is the latest start a search takes, the range's end.
	case (hasWord("start", "begin", "since", "after", "from") || exact) && (dateish || exact || hasWord("after", "since")) && !hasWord("end", "until", "before") && n != "to" && n != "lte" && (len(words) < 2 || words[len(words)-1] != "to"):
		if cmp {
			return roleCmpStart
		}
		return roleStart
	case (hasWord("end", "until", "before", "to") || exact) && (dateish || exact || hasWord("before", "until")):
		if cmp {
			return roleCmpEnd
		}
		return roleEnd
	// A stay's pick-up and admission start it; its discharge and
	// drop-off end it, when no endpoint word says otherwise (pickup_to).
	case hasWord("pickup", "admit", "admission") && dateish:
		return roleStart
	case hasWord("discharge", "dropoff") && dateish:
		return roleEnd
	case dateish:
		return roleDate
	case n == "query" || n == "q" || n == "keyword" || n == "keywords" || n == "search" || n == "question":
		return roleQuery
	}
	return roleOther
}

// endpointVerbS reports whether the name word x is the endpoint verb w
// in its -s form: a schema that names a date-time "starts_at" or
// "ends_at" means a range's start and end as "start_at" and "end_at" do.
// Only the verbs start, end and begin take it; "status" and "befores"
// are no such form.
func endpointVerbS(x, w string) bool {
	return (w == "start" || w == "end" || w == "begin") && len(x) == len(w)+1 && x[len(w)] == 's' && strings.HasPrefix(x, w)
}

// spanUnitWords are the plural time units a count of them is named by.
var spanUnitWords = map[string]bool{"seconds": true, "minutes": true, "mins": true, "hours": true, "days": true, "weeks": true, "months": true, "years": true}

// notDateRE are words that end in "date" and name no date.
var notDateRE = prefilter.MustCompile(`(?:up|candi|vali|man|accommo|consoli|liqui|intimi)date$`)

// dateDescRE is a description that speaks of a date or a time.
var dateDescRE = prefilter.MustCompile(`(?i)date|time|\bday|year|month|week|period|when|日期|时间|时段`)

// entityKeys maps parameter names to the entity kind that fills them.
func entityKind(name string) string {
	n := strings.ToLower(name)
	switch {
	case n == "region" || n == "region_code" || n == "area" || n == "zone" || n == "district":
		return "region"
	case n == "metric" || n == "metrics" || n == "metric_name" || n == "indicator" || n == "kpi":
		return "metric"
	}
	return n
}
