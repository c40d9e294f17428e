package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// codeRE is a short upper-case code: a state's, a country's (NY, CA, UK).
var codeRE = prefilter.MustCompile(`^[A-Z]{2,3}$`)

// completeFromExamples gives a string value the form its description's
// example writes when the example is that very value with a code after a
// comma: "e.g. New York, NY" makes "New York" "New York, NY". The schema
// says the value is written with its code, and which code this one has.
// A list of examples ("e.g. Boston, Paris") completes nothing: only a
// name followed by a code is one value written in two parts.
func completeFromExamples(sch object, args map[string]any) {
	for name, v := range args {
		s, ok := v.(string)
		p := sch.Properties[name]
		if !ok || p.typ() != "string" || len(p.Enum) > 0 || p.Pattern != "" || strings.Contains(s, ",") || codeRE.MatchString(s) {
			continue
		}
		for _, m := range exampleRE.FindAllStringSubmatch(p.Description, -1) {
			parts := strings.Split(m[1], ",")
			for i := 0; i+1 < len(parts); i++ {
				head := strings.Trim(strings.TrimSpace(parts[i]), `"'`)
				tail := strings.Trim(strings.TrimSpace(parts[i+1]), `"'.`)
				if strings.EqualFold(head, s) && codeRE.MatchString(tail) {
					args[name] = s + ", " + tail
				}
			}
		}
	}
}

// examplesInGoal lists, in the goal's order, the values a list
// parameter's description gives as examples ("e.g. vegan, gluten-free")
// that the goal writes as words of their own.
func examplesInGoal(s *slot, g *goalValues) []any {
	type found struct {
		at int
		v  string
	}
	var fs []found
	for _, m := range exampleRE.FindAllStringSubmatch(s.p.Description, -1) {
		for _, ex := range strings.Split(m[1], ",") {
			ex = strings.Trim(strings.TrimSpace(ex), `"'.`)
			ex = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(ex, "etc"), "and so on"))
			if len(ex) < 3 || strings.ContainsAny(ex, "0123456789") {
				continue
			}
			if i := aliasIndex(g.lower, strings.ToLower(ex)); i >= 0 && g.free(i, i+len(ex)) {
				fs = append(fs, found{i, g.text[i : i+len(ex)]})
			}
		}
	}
	slices.SortFunc(fs, func(a, b found) int { return a.at - b.at })
	var out []any
	for _, f := range fs {
		out = append(out, f.v)
	}
	return out
}
