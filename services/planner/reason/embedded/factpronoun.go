package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// pronounEndRE is the clause that ends a need with a request on "it",
// "this" or "that" (". Please file it.", ", log that please"), after
// a comma too, since the goal's sentences are joined by one.
var pronounEndRE = prefilter.MustCompile(`(?i)[.!;,]\s+(?:please\s+)?([a-z]+)\s+(?:it|this|that)(?:\s+please)?\s*[.!]?\s*$`)

// pronounNoAction are verbs on "it" that act on nothing: dropping the
// matter (forget it, ignore that, skip it), asking to be told of it
// (explain it, summarize this) or keeping an eye on it (monitor it,
// watch that).
var pronounNoAction = map[string]bool{"forget": true, "ignore": true, "skip": true, "leave": true, "mind": true,
	"explain": true, "summarize": true, "summarise": true, "describe": true, "compare": true, "clarify": true,
	"monitor": true, "watch": true}

// factPronounRead turns a read chosen for a need that tells of something
// and then asks, in a sentence of its own, for an action on it ("A
// passenger complains the 8:20 never came. Please file it.") into the
// write the request asks for: the told words favour a list of such
// things, but the verb on "it" asks to act on what was told, not to be
// shown others like it. The write is the one whose verb opens that
// sentence, else the leading write of the need (by writeLead over the
// next), which must score above none. A verb of looking (check it, show
// it), of dropping or of telling (forget it, explain it) keeps the read.
func factPronounRead(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if r := byName[st.Tool]; r == nil || r.SideEffect == toolspec.Write {
		return
	}
	m := pronounEndRE.FindStringSubmatch(text)
	if m == nil || wantedLooks[strings.ToLower(m[1])] || questionWords[strings.ToLower(m[1])] || pronounNoAction[strings.ToLower(m[1])] {
		return
	}
	forbidden := negatedActions(goal)
	var writes []task.Score
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && s.SideEffect == toolspec.Write && sc.Score > 0 && !forbids(forbidden, s) && !statesDone(text, s) {
			writes = append(writes, sc)
		}
	}
	if w := leadingWrite(writes, 0); w != "" {
		st.Tool, st.Ambiguous = w, nil
	}
}
