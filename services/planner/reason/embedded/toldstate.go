package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// stateOfItRE is a sentence that tells how its object stands, with the
// object a pronoun for what the goal named before: "It's been in the
// queue for an hour", "they are still waiting", 它已经在仓库放了三天.
// It describes; it asks for nothing.
var stateOfItRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|but|also)\s+)?(?:it|they|this|that)(?:'s|'re|\s+(?:is|are|was|were|has|have|had)\b)|` +
	`^\s*(?:它|它们|这单|这个)(?:已经|还|一直|都|现在)*(?:在|是|有|被|已)`)

// toldState reports whether text only tells the state of an object the
// goal named before ("Can ORD-1 still be shipped? It's been packed for
// a day"): the statement gives the question its reason, and asks for
// no write, unless it writes the write's own verb or asks for
// something (帮, 请, please). Every clause must tell a state: a clause
// after the telling may ask the write in other words ("It's the wrong
// size; it should be swapped", "It's a gift, send it to Shanghai").
func toldState(text string, write *toolspec.Spec) bool {
	if write.SideEffect != toolspec.Write || !stateOfItRE.MatchString(text) || namesVerb(text, write.Name) || isRequest(text) || requestMarkRE.MatchString(text) {
		return false
	}
	for _, c := range clauses(text) {
		if strings.TrimSpace(c.text) != "" && !stateOfItRE.MatchString(c.text) {
			return false
		}
	}
	return true
}
