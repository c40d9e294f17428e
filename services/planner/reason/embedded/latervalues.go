package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// dropLaterValues takes out of a write's arguments each text value that
// its own need, which acts on a pronoun, does not state but a later need
// does, when that need names a write of its own ("Cancel them, and refund
// PO-2"): a pronoun does not point forward, so the value is the later
// action's object. A required argument so left out is missing again.
func (e *Engine) dropLaterValues(goal string, st *task.Subtask, spec *toolspec.Spec, args map[string]any, missing []string, byName map[string]*toolspec.Spec) []string {
	if spec.SideEffect != toolspec.Write || st.Description == "" || len(args) == 0 {
		return missing
	}
	needs := e.goalNeeds(goal)
	own := slices.IndexFunc(needs, func(n need) bool { return strings.Contains(st.Description, n.text) })
	if own < 0 || !pronounRE.MatchString(needs[own].text) {
		return missing // a bare verb shares the object a list of actions ends with: Cancel, refund and ship PO-3
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return missing
	}
	for name, v := range args {
		s, ok := v.(string)
		if !ok || s == "" || strings.Contains(st.Description, s) || stated(needs[:own], s) {
			continue
		}
		for _, n := range needs[own+1:] {
			if strings.Contains(n.text, s) && namesOtherWrite(n.text, spec.Name, byName) {
				delete(args, name)
				if slices.Contains(sch.Required, name) && !slices.Contains(missing, name) {
					missing = append(missing, name)
				}
				break
			}
		}
	}
	return missing
}

// stated reports whether one of needs states the value s.
func stated(needs []need, s string) bool {
	return slices.ContainsFunc(needs, func(n need) bool { return strings.Contains(n.text, s) })
}

// namesOtherWrite reports whether text names the action of a write of the
// catalog other than tool, in its own words or, in Chinese, the glossary's.
func namesOtherWrite(text, tool string, byName map[string]*toolspec.Spec) bool {
	for name, s := range byName {
		if name == tool || s.SideEffect != toolspec.Write {
			continue
		}
		if namesVerb(text, name) {
			return true
		}
	}
	return false
}
