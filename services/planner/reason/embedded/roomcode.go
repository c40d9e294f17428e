package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// roomCodeRE is how rooms are numbered: a letter for the wing or floor
// and three or four digits, C108, A1203.
var roomCodeRE = prefilter.MustCompile(`^[A-Z]\d{3,4}$`)

// roomCodeEvidence scores a code shaped as a room number (C108) for a
// free-text parameter named for a room, when the goal writes no other
// code of that shape: "the call bell in A105", C108卫生间漏水.
func roomCodeEvidence(s *slot, g *goalValues, sp span) float64 {
	if sp.kind != spanToken || s.pattern != nil || len(s.p.Enum) > 0 || len(s.raw) == 0 || s.raw[len(s.raw)-1] != "room" || !roomCodeRE.MatchString(sp.text) {
		return 0
	}
	if slices.ContainsFunc(g.spans, func(o span) bool { return o.pos != sp.pos && roomCodeRE.MatchString(o.text) }) {
		return 0
	}
	return 2
}
