package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// valueWrite gives a need that asks for an action and chose no tool the
// one write with an enum value of two or more words the need writes:
// "put the case on hold" sets an on_hold status, though its object is
// named only in the part before. A value of one word ("open", "closed")
// is too common a word to say which tool.
func valueWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || !asksWrite(text, goal) {
		return
	}
	lower := lowerASCII(text)
	forbidden := negatedActions(goal)
	found := ""
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || s.SideEffect != toolspec.Write || sc.Score <= 0 || forbids(forbidden, s) || statesDone(text, s) {
			continue
		}
		if !writesValueOf(lower, s) {
			continue
		}
		if found != "" {
			return
		}
		found = sc.Tool
	}
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
	}
}

// writesValueOf reports whether lower, a need in lower case, writes an
// enum value of two or more words of spec's parameters: on hold for
// on_hold.
func writesValueOf(lower string, spec *toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for _, p := range sch.Properties {
		for _, v := range enumStrings(p.enumValues()) {
			if words := valueWords(v); len(words) >= 2 && aliasIndex(lower, strings.Join(words, " ")) >= 0 {
				return true
			}
		}
	}
	return false
}
