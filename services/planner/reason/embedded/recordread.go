package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// recordPattern reports whether a pattern accepts the identifiers of one
// kind of record: a specific pattern, or a number of one shape that opens
// with a digit it fixes (^1[3-9][0-9]{9}$, ^89860[0-9]{15}$), which a
// count or a year does not match.
func recordPattern(p string) bool {
	if specificPattern(p) {
		return true
	}
	if !strings.HasPrefix(p, "^") || !strings.HasSuffix(p, "$") || len(p) < 3 {
		return false
	}
	body := p[1 : len(p)-1]
	for _, open := range []string{".", `\w`, `\S`, "+", "*", "?", "|", ",}", "("} {
		if strings.Contains(body, open) {
			return false
		}
	}
	return body[0] >= '0' && body[0] <= '9' && strings.Contains(body, "{")
}

// wholeRecordRead is the read whose whole schema is one identifier that a
// value written in text fills, by a record pattern (fetch_invoice with
// invoice_id alone): given the identifier and nothing else, it returns the
// record itself, all of its state. It is "" when no such read, or more
// than one, takes a value text writes, when text also writes an
// identifier of another kind of record (is S1 on course CS-2: how two
// records relate, which neither one's own read says), or when the goal
// forbids the read.
func wholeRecordRead(toks []string, takers map[string][]string, forbidden []string, byName map[string]*toolspec.Spec) string {
	found := ""
	for _, name := range slices.Sorted(maps.Keys(takers)) {
		spec := byName[name]
		if spec.SideEffect == toolspec.Write || forbids(forbidden, spec) {
			continue
		}
		if sch, err := schemaObject(spec.Parameters); err != nil || len(sch.Properties) != 1 {
			continue
		}
		if found != "" {
			return ""
		}
		found = name
	}
	if found == "" {
		return ""
	}
	own := schemaPattern(takers[found][0])
	for _, tok := range toks {
		if own.MatchString(tok) {
			continue
		}
		if identifierRE.MatchString(tok) {
			return "" // a code of something else (CS-210)
		}
		for _, pats := range takers {
			for _, p := range pats {
				if schemaPattern(p).MatchString(tok) {
					return ""
				}
			}
		}
	}
	return found
}

// recordRead lets a need that asks about state (a question, or a request
// to look), and that no tool's words were chosen for, be answered by the
// record its identifier names: the one read that takes that identifier
// alone (see wholeRecordRead). "Is
// M-1 closed yet?", "13800001111 是不是停机了" ask about that record's
// state, which its own read returns whole, though several tools take the
// identifier and the question's words reach none of them. The words must
// favour a tool of that record, one that takes the identifier: "what
// books does S1 have out" asks about loans, which the words name, not
// about the student.
func recordRead(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || len(scores) == 0 || asksWrite(text, goal) || !asksItself(text) {
		return
	}
	toks := idTokenRE.FindAllString(text, -1)
	takers := patternTakers(toks, byName, recordPattern)
	if len(takers[scores[0].Tool]) == 0 {
		return
	}
	if r := wholeRecordRead(toks, takers, negatedActions(goal), byName); r != "" {
		st.Tool, st.Ambiguous = r, nil
	}
}
