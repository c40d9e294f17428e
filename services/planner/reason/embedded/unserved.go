package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// unservedID reports whether st's tool is a guess the goal does not bear
// out: the tool requires an identifier of a shape of its own (a pattern
// that fixes a letter: PO-2024-00731, RB-448120) that no word of the goal
// has, and it scores under loneFit times the threshold. Such a tool fits
// only some of the goal's request words ("order", "send … email",
// "yuan"), not the object the goal is about ("order pizza for the team"):
// a goal about the record a tool acts on writes its identifier or the
// record's own words, and one that does neither asks for something the
// catalog lacks. An identifier filled from what the goal names (Chen Jing
// for the AG-014 a description glosses as Chen Jing) is written in it too.
func unservedID(st *task.Subtask, goal string, threshold float64, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || scoreOf(st.Scores, st.Tool) >= loneFit*threshold {
		return false
	}
	toks := idTokenRE.FindAllString(goal, -1)
	for name, v := range st.Args {
		if s, ok := v.(string); ok && st.Defaults[name] == "" {
			toks = append(toks, s)
		}
	}
	for _, re := range requiredIDPatterns(spec) {
		if specificPattern(re.String()) && !slices.ContainsFunc(toks, re.MatchString) {
			return true
		}
	}
	return false
}
