package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// followUps gives a tool to a part no tool serves on its own words that
// follows a served part (past parts no tool serves) as its next step ("deploy hr-portal to prod, then
// check the status"): such a step speaks of the previous step's object,
// so it is scored with the previous call's values as well. The best tool
// that finds must be another than the previous part's and come within
// coverShare of the part's own best: the previous values only say which
// of the tools the follow-up's words fit it asks for.
func followUps(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, byName map[string]*toolspec.Spec) {
	for i := 1; i < len(in); i++ {
		x, prev := &in[i], servedBefore(in, i)
		if x.st.Tool != "" || !x.then || x.listed || prev == nil || len(x.texts) != 1 || len(prev.texts) != 1 {
			continue
		}
		obj := argWords(prev.st.Args)
		if obj == "" {
			continue
		}
		probe := complete(x.texts[0], x.queries[0]+" "+obj, "", x.asks)
		fit := bestFit(probe.Scores, x.asks, byName)
		if fit == "" || fit == prev.st.Tool || !covers(x.st.Scores, fit) {
			continue
		}
		st := complete(x.texts[0], x.queries[0]+" "+obj, fit, x.asks)
		st.Description = x.texts[0]
		x.st = st
	}
}

// servedBefore is the nearest part before the i-th that a tool serves,
// nil when none does: the parts between with no tool tell of a situation
// (PET-1 要做手术) or a detail, so a follow-up (再拍个片) is the next step
// of the served part before them.
func servedBefore(in []intent, i int) *intent {
	for j := i - 1; j >= 0; j-- {
		if in[j].st.Tool != "" {
			return &in[j]
		}
	}
	return nil
}

// argWords is the string values of a call's arguments, in the order of
// their names: the words that name the object the call acts on.
func argWords(args map[string]any) string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(args)) {
		if v, ok := args[k].(string); ok && v != "" {
			out = append(out, v)
		}
	}
	return strings.Join(out, " ")
}

// bestFit is the best scored tool that may serve a part: no write for a
// part that asks to be shown state.
func bestFit(scores []task.Score, asks bool, byName map[string]*toolspec.Spec) string {
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && sc.Score > 0 && !(asks && s.SideEffect == toolspec.Write) {
			return sc.Tool
		}
	}
	return ""
}
