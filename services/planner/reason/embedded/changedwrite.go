package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// changedNounRE is an English request to move a named field of an object
// to a value: "push the start of JOB-1 to Tuesday", "move the due date for
// it to the 3rd". Its group is the field's first word.
var changedNounRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|now|just)\s+)*(?:set|change|move|push|pull|bring|reschedule|shift|update)\s+(?:the\s+)?([a-z]+)(?:\s+[a-z]+)?\s+(?:of|for|on)\b.{1,60}?\bto\b`)

// changedWrite gives a need that asks to set a field of an object to a
// value and chose no tool the one write that takes the object's
// identifier, as the need writes it, and has a parameter named by the
// field: "push the start of JOB-1 to Tuesday" for a reschedule tool with a
// job_id and a planned_start, whatever words its description uses.
func changedWrite(st *task.Subtask, text, goal string, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || !asksWrite(text, goal) || !marksWrites(byName) {
		return
	}
	field := changedField(text)
	if field == "" {
		return
	}
	takers := statedTakers(text, byName)
	forbidden := negatedActions(goal)
	found := ""
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range takers {
			if !yield(n) {
				return
			}
		}
	}) {
		s := byName[name]
		if s == nil || s.SideEffect != toolspec.Write || forbids(forbidden, s) || !hasFieldParam(s, field) {
			continue
		}
		if found != "" {
			return
		}
		found = name
	}
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
	}
}

// hasFieldParam reports whether spec has a parameter whose name holds the
// word field (planned_start for start).
func hasFieldParam(spec *toolspec.Spec, field string) bool {
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for name := range sch.Properties {
		if slices.Contains(nameWordsAll(name), field) {
			return true
		}
	}
	return false
}

// changedField is the first word of the field an English request to
// change a field names ("start" in "push the start of JOB-1 to Tuesday"),
// or "".
func changedField(text string) string {
	m := changedNounRE.FindStringSubmatch(text)
	if m == nil || stopWords[strings.ToLower(m[1])] {
		return ""
	}
	return strings.ToLower(m[1])
}
