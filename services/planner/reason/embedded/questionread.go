package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// bestRead is the read tool that suits a question no tool suited when
// a write led it: an action answers no question, and a write the
// question's words favour ("which guests arrive today" and checking
// guests in) leaves the read that answers it under the threshold of a
// tie. "" when no read suits it either.
func bestRead(ix *lexical.Index, q lexical.Query, byName map[string]*toolspec.Spec) string {
	return ix.SelectQueryWhere(q, func(tool string) bool {
		s := byName[tool]
		return s != nil && s.SideEffect != toolspec.Write
	}).Best
}
