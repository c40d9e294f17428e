package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// whenNoneGivenRE is a description that says its parameter applies only
// when another is left out: "When no vendor is given, rank all by …".
var whenNoneGivenRE = prefilter.MustCompile(`(?i)^\s*(?:only\s+)?(?:when|if)\s+no\s+([a-z]+)\s+is\s+(?:given|set|named|passed)\b`)

// dropWhenGiven drops an argument whose description says it applies only
// when no value of another kind is given, when an argument of that kind
// is: a rating asked for one vendor ranks no vendors.
func dropWhenGiven(sch object, args map[string]any) {
	for _, n := range slices.Sorted(maps.Keys(args)) {
		m := whenNoneGivenRE.FindStringSubmatch(sch.Properties[n].Description)
		if m == nil {
			continue
		}
		kind := strings.ToLower(m[1])
		for other := range args {
			if other != n && slices.Contains(nameWordsAll(other), kind) {
				delete(args, n)
				break
			}
		}
	}
}
