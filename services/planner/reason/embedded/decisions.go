package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// leadVerbRE is an English need's opening verb, past the words that only
// soften a request: the verb and, for a phrasal one, its particle.
var leadVerbRE = prefilter.MustCompile(`(?i)^\s*(?:(?:please|now|also|then|just|and)\s+)*([a-z]+(?:\s+(?:down|off|out|back))?)\b`)

// decisionWrite turns a read chosen for an English need that opens with a
// verb of deciding into the write on the read's object that takes that
// decision as a value: "decline claim EC-1" through a write that records
// a decision (approve_claim, decision: approved or rejected), whose name
// gives only one of the verbs its values stand for. The verb names the
// value through the glossary (decline, deny, turn down: rejected); exactly
// one of the object's writes must require a value it names, or the verb
// itself as a value when no tool's name opens with it. With no tool
// chosen (the reason given with the request dilutes its words), the
// write must require an identifier the need writes.
func decisionWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec != nil && spec.SideEffect == toolspec.Write || language(text) != "en" || !asksWrite(text, goal) {
		return
	}
	m := leadVerbRE.FindStringSubmatch(text)
	if m == nil {
		return
	}
	verb := m[1]
	forbidden := negatedActions(goal)
	var named []string
	for _, sc := range scores {
		w := byName[sc.Tool]
		if w == nil || sc.Score <= 0 || w.SideEffect != toolspec.Write || forbids(forbidden, w) {
			continue
		}
		// With no read chosen, the need names the write's object by the
		// identifier it requires.
		if spec != nil && !sameObject(spec, w) || spec == nil && !holdsRequiredID(text, w) {
			continue
		}
		if requiresValueNamed(w, verb) || requiresValueItself(w, verb) && !verbOfATool(verb, byName) {
			named = append(named, sc.Tool)
		}
	}
	if len(named) == 1 {
		st.Tool, st.Ambiguous = named[0], nil
	}
}

// requiresValueNamed reports whether a required enum parameter of w takes
// a value that words name through the glossary (not word for word: a
// verb that is the value itself names its own tool).
func requiresValueNamed(w *toolspec.Spec, words string) bool {
	sch, err := schemaObject(w.Parameters)
	if len(w.Parameters) == 0 || err != nil {
		return false
	}
	for name, p := range sch.Properties {
		if len(p.Enum) == 0 || !slices.Contains(sch.Required, name) {
			continue
		}
		if len(enumByGloss(p.Enum, name, p.Description, words)) > 0 {
			return true
		}
	}
	return false
}

// requiresValueItself reports whether a required enum parameter of w
// takes the verb itself as a value (reject for decision: approve or
// reject).
func requiresValueItself(w *toolspec.Spec, verb string) bool {
	sch, err := schemaObject(w.Parameters)
	if len(w.Parameters) == 0 || err != nil {
		return false
	}
	for name, p := range sch.Properties {
		if !slices.Contains(sch.Required, name) {
			continue
		}
		for _, x := range p.Enum {
			if v, ok := x.(string); ok && strings.EqualFold(v, verb) {
				return true
			}
		}
	}
	return false
}

// verbOfATool reports whether a tool's name opens with verb
// (reject_claim for reject): a verb that is a value of a decision names
// that tool rather than the decision.
func verbOfATool(verb string, byName map[string]*toolspec.Spec) bool {
	for name := range byName {
		if w := nameWordsAll(name); len(w) > 0 && strings.EqualFold(w[0], verb) {
			return true
		}
	}
	return false
}

// holdsRequiredID reports whether text writes a value of an identifier
// pattern w requires (LV-40530 for ^LV-[0-9]{5}$).
func holdsRequiredID(text string, w *toolspec.Spec) bool {
	for _, re := range requiredIDPatterns(w) {
		for _, tok := range identifierRE.FindAllString(text, -1) {
			if re.MatchString(tok) {
				return true
			}
		}
	}
	return false
}
