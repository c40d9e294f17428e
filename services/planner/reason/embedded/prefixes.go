package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// codePrefixRE is the letters a code starts with before its digits:
// the SKU of SKU-88812, the PO of PO2291.
var codePrefixRE = prefilter.MustCompile(`^([A-Za-z]{2,})[-_]?\d`)

// prefixEvidence scores a code whose letters spell a word of the
// parameter's name: SKU-88812 is the sku's, PO-2291 the po_number's,
// wherever the goal writes it.
func prefixEvidence(s *slot, sp span) float64 {
	if sp.kind != spanToken || s.p.typ() != "string" {
		return 0
	}
	m := codePrefixRE.FindStringSubmatch(sp.text)
	if m == nil || !slices.Contains(s.raw, strings.ToLower(m[1])) {
		return 0
	}
	return 3
}
