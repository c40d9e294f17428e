package embedded

import (
	"maps"
	"slices"

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
