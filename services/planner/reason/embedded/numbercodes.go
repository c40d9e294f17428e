package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// digitsRE is a number written in digits alone: no sign, separator,
// decimal or currency.
var digitsRE = prefilter.MustCompile(`^[0-9]+$`)

// numberCode reports whether a bare number of the goal is the code a
// string parameter takes: the parameter's pattern takes it, the
// description's example of it is digits alone (a door number "e.g.
// 1208"), and nothing after the number makes it a quantity — no unit,
// measure word or noun ("200 towels", 3 件), no letters glued to it. A
// number the goal counts or prices with stays out of such a parameter.
func numberCode(s *slot, sp span) bool {
	if sp.kind != spanNumber || !sp.integer || sp.unit != "" || sp.token != "" || !digitsRE.MatchString(sp.text) {
		return false
	}
	if s.p.typ() != "string" || len(s.p.Enum) > 0 || s.pattern == nil || !s.pattern.MatchString(sp.text) {
		return false
	}
	for _, m := range exampleRE.FindAllStringSubmatch(s.p.Description, -1) {
		for _, ex := range strings.Split(m[1], ",") {
			ex = strings.Trim(strings.TrimSpace(ex), `"'.`)
			if digitsRE.MatchString(ex) && s.pattern.MatchString(ex) {
				return true
			}
		}
	}
	return false
}
