package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
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

// listAskRE opens a request to list things (list …, 列出 …): like a
// question, it asks to be shown state, which no write answers.
var listAskRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|now|just)\s+)*list\b|^\s*(?:请|帮我|麻烦|给我)?(?:列出|列一下)`)

// listedWrite gives a request to list things ("List the permits waiting
// on documents") the read that suits it best, in place of the write that
// led it, chosen or left below the threshold: listing shows state, which
// no write does, however many of the request's words the write's
// description shares. A write the request names by its verb (a tool that
// lists an item for sale) stays, and so does the write of a query of
// many clauses, whose first only may ask to list.
func listedWrite(st *task.Subtask, ix *lexical.Index, q lexical.Query, query string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if !listAskRE.MatchString(query) || clauseRE.MatchString(query) {
		return
	}
	led := st.Tool
	if led == "" && len(scores) > 0 {
		led = scores[0].Tool
	}
	if !isWrite(led, byName) || namesAction(query, led) {
		return
	}
	if read := bestRead(ix, q, byName); read != "" {
		st.Tool = read
	}
}
