package embedded

import (
	"bytes"
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// referredRE is a description that points at another tool's parameter
// for what its values mean: "Equipment type, as in open_fault."
var referredRE = prefilter.MustCompile(`(?i)\b(?:as in|same as|see)\s+([A-Za-z][A-Za-z0-9_]*[_A-Za-z][A-Za-z0-9_]*)`)

// borrowReferredGlosses adds to the description of each enum parameter of
// sch that points at another tool of the catalog the description of that
// tool's parameter of the same name and values: the glosses a catalog
// writes once, on the tool that sets a value, then read the same on the
// tools that filter by it. sch's properties are shared (see
// schemaObject): the first gloss borrowed gives sch a copy of its own.
func borrowReferredGlosses(sch *object, byName map[string]*toolspec.Spec) {
	if len(byName) == 0 {
		return
	}
	own := false
	for n, p := range sch.Properties {
		enum := p.enumValues()
		m := referredRE.FindStringSubmatch(p.Description)
		if len(enum) > 1 && m == nil && !glossesValues(p.Description) {
			if q, ok := siblingGlosses(n, enum, byName); ok {
				if !own {
					sch.Properties, own = maps.Clone(sch.Properties), true
				}
				p.Description += " " + q
				sch.Properties[n] = p
			}
			continue
		}
		if len(enum) == 0 || m == nil || byName[m[1]] == nil {
			continue
		}
		other, err := schemaObject(byName[m[1]].Parameters)
		if err != nil {
			continue
		}
		q, ok := other.Properties[n]
		if !ok || q.Description == "" || !slices.EqualFunc(enum, q.enumValues(), func(a, b any) bool { return a == b }) {
			continue
		}
		if !own {
			sch.Properties, own = maps.Clone(sch.Properties), true
		}
		p.Description += " " + q.Description
		sch.Properties[n] = p
	}
}

// glossesValues reports whether a description glosses values in
// brackets: "data (流量), voice (通话)".
func glossesValues(description string) bool {
	return strings.ContainsAny(description, "(（")
}

// siblingGlosses returns the description another tool of the catalog
// gives a parameter of the same name whose values hold every one of
// enum's, when it glosses them and is the only such description: a
// catalog glosses "data (流量), voice (通话)" on one tool and writes "data,
// voice or sms" on the next.
func siblingGlosses(name string, enum []any, byName map[string]*toolspec.Spec) (string, bool) {
	found := ""
	key := []byte(`"` + name + `"`)
	for _, spec := range byName {
		if !bytes.Contains(spec.Parameters, key) {
			continue // no parameter of that name: not parsed
		}
		other, err := schemaObject(spec.Parameters)
		if err != nil {
			continue
		}
		q, ok := other.Properties[name]
		if !ok || !glossesValues(q.Description) || q.Description == found {
			continue
		}
		theirs := q.enumValues()
		if !slices.ContainsFunc(enum, func(v any) bool { return !slices.Contains(theirs, v) }) {
			if found != "" {
				return "", false // two glosses: which holds is not known
			}
			found = q.Description
		}
	}
	return found, found != ""
}
