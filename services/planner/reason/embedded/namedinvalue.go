package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// namedInRE is a value whose description says another parameter carries
// what it picks: "room = one room, named in room_no".
var namedInRE = prefilter.MustCompile(`(?i)\b([a-z][a-z0-9_]*)\s*[=:]\s*[^;.=]*?\b(?:named|given|set|specified)\s+in\s+([a-z][a-z0-9_]*)`)

// fillNamedInValue sets a parameter to the value its description says
// another parameter names ("room = one room, named in room_no") when the
// goal filled that parameter: a notice sent to room 12 goes to one room,
// not to the unstated all it would otherwise get.
func fillNamedInValue(sch object, args map[string]any, alls []string) {
	for n, p := range sch.Properties {
		if len(p.Enum) == 0 || p.Description == "" {
			continue
		}
		if v, set := args[n]; set && (v != "all" || !slices.Contains(alls, n)) {
			continue
		}
		for _, m := range namedInRE.FindAllStringSubmatch(p.Description, -1) {
			if _, ok := args[m[2]]; ok && m[2] != n && hasValue(p.Enum, m[1]) {
				args[n] = m[1]
				break
			}
		}
	}
}
