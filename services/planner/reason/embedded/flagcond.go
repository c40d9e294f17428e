package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// ifLeadRE opens an English condition or an indirect question: "if it's
// urgent", "unless", "whether".
var ifLeadRE = prefilter.MustCompile(`(?i)\b(?:if|unless|whether)\b`)

// inCondition reports whether the word at i of lower lies in a condition
// of its clause ("if the night readings look off", 如果不限制): a state the
// goal supposes, which it does not say the step has.
func inCondition(lower string, i int) bool {
	head := lower[:i]
	if locs := clauseSepRE.FindAllStringIndex(head, -1); len(locs) > 0 {
		head = head[locs[len(locs)-1][1]:]
	}
	if ifLeadRE.MatchString(head) {
		return true
	}
	for _, w := range conditionOpeners {
		if j := strings.LastIndex(head, w); j >= 0 && !containsAny(head[j+len(w):], conditionConsequents) {
			return true
		}
	}
	return false
}
