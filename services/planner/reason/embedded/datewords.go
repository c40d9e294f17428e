package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// dropDateWordValues removes an enum value that is the word a date
// parameter of the same tool is named for: "shipments created between
// March 1 and 5" names when they were created (created_from, created_to),
// not the status created. The word its description opens with counts as
// its name ("Opened on or after this day." for created_from) where the
// goal writes that word, not the value alone: "work orders opened last
// week" names when they were opened, "open work orders" the status. Only
// a goal that names a date is read so, and a value the goal does not write
// (全部恢复 for restored, beside restored_at) came from elsewhere: it stays.
func dropDateWordValues(sch object, args map[string]any, lower string) {
	for n, v := range args {
		s, ok := v.(string)
		p := sch.Properties[n]
		if !ok || len(p.Enum) == 0 || isDateRole(n, p) {
			continue
		}
		for m, q := range sch.Properties {
			if m == n || !isDateRole(m, q) {
				continue
			}
			if slicesContains(nameWords(m), s) && aliasIndex(lower, strings.ToLower(s)) >= 0 || describedEvent(q.Description, s, lower) {
				delete(args, n)
				break
			}
		}
	}
}

// eventWordRE is the participle a date's description opens with: Opened,
// Created, Shipped.
var eventWordRE = prefilter.MustCompile(`^\s*([A-Za-z]+(?:ed|en))\b`)

// participles are the forms of verbForms a past participle may take:
// opened, closed, shipped, cancelled, applied, taken.
func participles(v string) []string {
	if v == "" {
		return nil
	}
	return slices.DeleteFunc(verbForms(v), func(f string) bool {
		return f == v || !strings.HasSuffix(f, "ed") && !strings.HasSuffix(f, "n")
	})
}

// describedEvent reports whether a date parameter's description opens
// with the participle of value (Opened for open) and the goal writes that
// participle but not the value as a word of its own.
func describedEvent(description, value, lower string) bool {
	m := eventWordRE.FindStringSubmatch(description)
	if m == nil {
		return false
	}
	word, v := strings.ToLower(m[1]), strings.ToLower(value)
	if !slices.Contains(participles(v), word) {
		return false
	}
	return aliasIndex(lower, word) >= 0 && aliasIndex(lower, v) < 0
}
