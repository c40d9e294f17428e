package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// wholeLeader is the tool the goal's whole words rank first when they
// choose none and the tool one of its parts chose would stand for the
// goal instead: a part's words ("…, and user engagement", "I want to buy
// a watch") fit their own tool, but once a part has shown that the goal
// asks for a tool, the one its whole request ranks first is what it asks
// for. Empty when the whole goal ranks the part's tool first, or when
// either tool writes: a write stands only where its own words ask for it.
func wholeLeader(x intent, whole task.Subtask, byName map[string]*toolspec.Spec) string {
	if whole.Tool != "" || x.st.Tool == "" || len(whole.Scores) == 0 || !covers(whole.Scores, x.st.Tool) {
		return ""
	}
	best := whole.Scores[0].Tool
	if best == x.st.Tool || whole.Scores[0].Score <= scoreOf(whole.Scores, x.st.Tool) {
		return ""
	}
	for _, t := range []string{best, x.st.Tool} {
		if s := byName[t]; s == nil || s.SideEffect == toolspec.Write {
			return ""
		}
	}
	return best
}
