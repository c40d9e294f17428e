package embedded

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// property is the part of a parameter's JSON Schema argument filling reads.
type property struct {
	Type        any    `json:"type"`
	Format      string `json:"format"`
	Enum        []any  `json:"enum"`
	Description string `json:"description"`
	Items       *struct {
		Type any   `json:"type"`
		Enum []any `json:"enum"`
	} `json:"items"`
}

type object struct {
	Properties map[string]property `json:"properties"`
	Required   []string            `json:"required"`
}

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

func paramRole(name string, p property) role {
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
	dateish := p.Format == "date" || p.Format == "date-time" || has("date", "day", "time", "_ts", "timestamp") || n == "ds" || n == "dt"
	exact := n == "start" || n == "from" || n == "since" || n == "begin" || n == "end" || n == "to" || n == "until" || n == "gte" || n == "lte"
	switch {
	case (has("start", "begin", "since", "after", "from_") || exact) && (dateish || exact || has("after", "since")) && !has("end", "until", "before") && n != "to" && n != "lte":
		if cmp {
			return roleCmpStart
		}
		return roleStart
	case (has("end_", "_end", "until", "before") || exact || strings.HasSuffix(n, "_to")) && (dateish || exact || has("before", "until")):
		if cmp {
			return roleCmpEnd
		}
		return roleEnd
	case dateish:
		return roleDate
	case n == "query" || n == "q" || n == "keyword" || n == "keywords" || n == "search" || n == "question":
		return roleQuery
	}
	return roleOther
}

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

var kvRE = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)\s*[=:：]\s*("[^"]*"|'[^']*'|[^\s,，;；]+)`)

// FillArgs fills spec's arguments from the task by parameter name, format
// and enum synonyms. Required arguments it cannot fill are returned in
// missing, never invented. On a repair (prev or hint set) the previous
// arguments are kept unless the hint names them, in which case they are
// coerced to the schema or dropped.
func (e *Engine) FillArgs(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, prev map[string]any, hint string) (map[string]any, []string, error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	var sch object
	if len(spec.Parameters) > 0 {
		if err := json.Unmarshal(spec.Parameters, &sch); err != nil {
			return nil, nil, fmt.Errorf("embedded: parameters of %s: %w", spec.Name, err)
		}
	}
	t := &task.Task{}
	if run != nil && run.Task != nil {
		t = run.Task
	}
	text := t.Goal
	if st != nil && st.Description != "" {
		text = st.Description + "\n" + t.Goal
	}
	names := make([]string, 0, len(sch.Properties))
	for n := range sch.Properties {
		names = append(names, n)
	}
	slices.Sort(names)

	explicit := map[string]string{}
	for _, m := range kvRE.FindAllStringSubmatch(text, -1) {
		if _, ok := sch.Properties[m[1]]; ok {
			if _, dup := explicit[m[1]]; !dup {
				explicit[m[1]] = strings.Trim(m[2], `"'`)
			}
		}
	}

	args := map[string]any{}
	for _, n := range names {
		p := sch.Properties[n]
		if v, ok := explicit[n]; ok {
			if cv, ok := coerce(v, p, e.opts.Location); ok {
				args[n] = cv
				continue
			}
		}
		if v, ok := e.fillOne(n, p, t, st, text); ok {
			args[n] = v
		}
	}
	if len(prev) > 0 || hint != "" {
		args = e.repair(args, prev, hint, sch)
	}
	missing := []string{}
	for _, r := range sch.Required {
		if _, ok := args[r]; !ok {
			missing = append(missing, r)
		}
	}
	return args, missing, nil
}

// fillOne finds the value of one parameter, if the task holds it.
func (e *Engine) fillOne(name string, p property, t *task.Task, st *task.Subtask, text string) (any, bool) {
	if typ := p.typ(); (typ == "integer" || typ == "number" || typ == "float") && len(p.Enum) == 0 {
		// A number is only ever taken from a numeral the goal states: a
		// "days" count is not a date, and a resolved date is no count.
		if v, ok := numeralFor(name, typ, text); ok {
			return v, true
		}
		return countFor(name, p, typ, text)
	}
	switch paramRole(name, p) {
	case roleDate:
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.Start, p, false, e.opts.Location), true
		}
	case roleStart:
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.Start, p, false, e.opts.Location), true
		}
	case roleEnd:
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.End, p, true, e.opts.Location), true
		}
	case roleCmpStart:
		if t.CompareRange != nil {
			return dateValue(t.CompareRange.Start, p, false, e.opts.Location), true
		}
	case roleCmpEnd:
		if t.CompareRange != nil {
			return dateValue(t.CompareRange.End, p, true, e.opts.Location), true
		}
	case roleQuery:
		if st != nil && st.Description != "" {
			return st.Description, true
		}
	}
	enum := p.Enum
	if p.typ() == "array" && p.Items != nil {
		enum = p.Items.Enum
	}
	kind := entityKind(name)
	if len(enum) > 0 {
		vals := e.enumMatches(enum, kind, t, text)
		if len(vals) == 0 {
			vals = enumBySynonym(enum, p.Description, text)
		}
		switch {
		case len(vals) == 0:
			if hasValue(enum, "all") {
				return "all", true // the neutral choice of the tool's own vocabulary
			}
			return nil, false
		case p.typ() == "array":
			out := make([]any, len(vals))
			for i, v := range vals {
				out[i] = v
			}
			return out, true
		default:
			return vals[0], true
		}
	}
	if v, ok := t.Entities[kind]; ok && kind != "tool" {
		if p.typ() == "array" {
			return []any{v}, true
		}
		return v, true
	}
	return nil, false
}

// enumMatches returns the enum values the text asks for: the task's entity
// of that kind, alias names of enum values, or enum values named verbatim,
// in text order.
func (e *Engine) enumMatches(enum []any, kind string, t *task.Task, text string) []string {
	var out []string
	add := func(vs string) {
		for _, v := range strings.Split(vs, ",") {
			if hasValue(enum, v) && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	// synonym maps an entity to the enum's own word for it when the enum
	// does not use the alias code: "east" for east_china / East China.
	synonym := func(value string, names []string) {
		before := len(out)
		if add(value); len(out) > before {
			return
		}
		words := append([]string{strings.ReplaceAll(value, "_", " ")}, names...)
		for _, x := range enum {
			ev, ok := x.(string)
			if !ok || len(ev) < 2 {
				continue
			}
			for _, w := range words {
				if aliasIndex(lowerASCII(w), strings.ToLower(ev)) >= 0 {
					add(ev)
					return
				}
			}
		}
	}
	for _, m := range findAliases(e.opts.Aliases, text) {
		if m.Kind == kind || kind == "" {
			synonym(m.Value, m.Names)
		}
	}
	if v, ok := t.Entities[kind]; ok {
		synonym(v, nil)
	}
	lower := strings.ToLower(text)
	for _, x := range enum {
		s, ok := x.(string)
		if !ok || len(s) < 2 {
			continue
		}
		// in_progress is written "in progress" or "in-progress".
		spaced := strings.NewReplacer("_", " ", "-", " ").Replace(strings.ToLower(s))
		if aliasIndex(lower, strings.ToLower(s)) >= 0 || spaced != strings.ToLower(s) && aliasIndex(strings.ReplaceAll(lower, "-", " "), spaced) >= 0 {
			add(s)
		}
	}
	if len(out) == 0 {
		for _, m := range findAliases(e.opts.Aliases, text) {
			add(m.Value)
		}
	}
	return out
}

func hasValue(enum []any, v string) bool {
	for _, x := range enum {
		if s, ok := x.(string); ok && s == v {
			return true
		}
	}
	return false
}

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
	return d.Format(task.DateLayout)
}

// numeralRE finds a numeral, in digits or an English word, and the word
// after it ("3 days", "five years").
var numeralRE = regexp.MustCompile(`(?i)(?:^|[^\w.\-/:])(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\s*([A-Za-z]+)`)

var numberWords = map[string]string{"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
	"eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15", "twenty": "20", "thirty": "30"}

// numeralFor fills a numeric parameter from a numeral the text states
// right before the parameter's own name, singular or plural ("next 3 days"
// fills days, "five years" fills years); it never converts anything
// else (dates, times, ids) into a number.
func numeralFor(name, typ, text string) (any, bool) {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == '.' })
	if len(words) == 0 {
		return nil, false
	}
	unit := strings.TrimSuffix(words[len(words)-1], "s")
	if len(unit) < 3 {
		return nil, false
	}
	for _, m := range numeralRE.FindAllStringSubmatch(text, -1) {
		w := strings.ToLower(m[2])
		if w != unit && w != unit+"s" && w != unit+"es" {
			continue
		}
		if d, ok := numberWords[strings.ToLower(m[1])]; ok {
			m[1] = d
		}
		if typ == "integer" {
			if n, err := strconv.ParseInt(m[1], 10, 64); err == nil {
				return n, true
			}
			continue
		}
		if f, err := strconv.ParseFloat(m[1], 64); err == nil {
			return f, true
		}
	}
	return nil, false
}

// coerce converts a text value to the parameter's type and format.
func coerce(v string, p property, loc *time.Location) (any, bool) {
	switch p.typ() {
	case "integer":
		n, err := strconv.ParseInt(v, 10, 64)
		return n, err == nil
	case "number", "float": // "float" in BFCL's function lists
		f, err := strconv.ParseFloat(v, 64)
		return f, err == nil
	case "boolean":
		b, err := strconv.ParseBool(v)
		return b, err == nil
	}
	if p.Format == "date" || p.Format == "date-time" {
		for _, layout := range []string{time.RFC3339, task.DateLayout, "2006/01/02", "2006.01.02", "20060102", "2006/1/2", "2006-1-2"} {
			if d, err := time.ParseInLocation(layout, v, loc); err == nil {
				if p.Format == "date" {
					return d.Format(task.DateLayout), true
				}
				return d.Format(time.RFC3339), true
			}
		}
		return nil, false
	}
	if len(p.Enum) > 0 && !hasValue(p.Enum, v) {
		return nil, false
	}
	return v, true
}

// repair merges a failed call's arguments into a fresh fill: arguments the
// hint does not name are kept as they were; those it names are coerced to
// the schema or dropped; unknown parameters are dropped.
func (e *Engine) repair(fresh, prev map[string]any, hint string, sch object) map[string]any {
	out := map[string]any{}
	lowerHint := strings.ToLower(hint)
	for k, v := range prev {
		p, known := sch.Properties[k]
		if !known {
			continue
		}
		if hint != "" && mentions(lowerHint, strings.ToLower(k)) {
			if f, ok := fresh[k]; ok && !reflect.DeepEqual(f, v) {
				out[k] = f
				continue
			}
			if s, ok := v.(string); ok {
				if cv, ok := coerce(s, p, e.opts.Location); ok && !reflect.DeepEqual(cv, v) {
					out[k] = cv
				}
			}
			continue
		}
		out[k] = v
	}
	for k, v := range fresh {
		if _, ok := out[k]; !ok && !(hint != "" && mentions(lowerHint, strings.ToLower(k)) && reflect.DeepEqual(prev[k], v)) {
			out[k] = v
		}
	}
	return out
}

// mentions reports whether name stands as a word in text.
func mentions(text, name string) bool {
	return aliasIndex(text, name) >= 0
}

// countRE finds a count the goal caps its results at: 最多20条, 前 10 个,
// top 5, at most 20 rows, limit 50.
var countRE = regexp.MustCompile(`(?i)(?:最多|至多|不超过|只要|只看|前|top|at most|up to|no more than|limit(?: to)?|first)\s*(\d+)\s*(?:条|个|行|项|名|笔|家|rows?|items?|results?|records?|entries)?`)

// countParamRE is a parameter whose name or description says it caps how
// many results come back.
var countParamRE = regexp.MustCompile(`(?i)^(?:limit|top|top_?n|size|page_?size|max_?results|max_?rows|max_?items|max_?count|count|num_?results|n)$|最多|条数|行数|返回数|数量上限|\bmax(?:imum)?\b.{0,20}\b(?:rows|results|items|records|entries)\b|\bnumber of (?:results|rows|items|records|entries)\b|\blimit\b`)

// countFor fills a parameter that caps the number of results from a cap the
// goal states ("最多20条" → limit: 20).
func countFor(name string, p property, typ, text string) (any, bool) {
	if !countParamRE.MatchString(name) && !countParamRE.MatchString(p.Description) {
		return nil, false
	}
	m := countRE.FindStringSubmatch(text)
	if m == nil {
		return nil, false
	}
	if typ == "integer" {
		n, err := strconv.ParseInt(m[1], 10, 64)
		return n, err == nil
	}
	f, err := strconv.ParseFloat(m[1], 64)
	return f, err == nil
}
