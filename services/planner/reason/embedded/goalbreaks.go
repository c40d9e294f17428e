package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// goalBreaksTie returns the tool the whole goal ranks first when a part's
// tool stands for a goal that no tool serves as a whole, and the two are
// as good as tied: each scores within coverShare of the other's best, on
// the part and on the whole goal. The part's own words then only chose
// between twins; the goal's whole words, which say more of what it asks,
// break the tie. It returns "" when the part's tool is the goal's best,
// when either tool falls clearly behind the other, when one reads and the
// other writes (a tie of words does not make a write a read's twin), and
// for a Chinese goal, whose parts split at actions (see asksAction).
func goalBreaksTie(goal string, part, whole []task.Score, tool string, byName map[string]*toolspec.Spec) string {
	best := firstTool(whole)
	if tool == "" || best == "" || best == tool || language(goal) == "zh" {
		return ""
	}
	if b, t := byName[best], byName[tool]; b == nil || t == nil || b.SideEffect != t.SideEffect {
		return ""
	}
	if !covers(whole, tool) || !covers(part, best) {
		return ""
	}
	return best
}

// wholeLeader is the tool the goal's whole words rank first when they
// choose none and the tool one of its parts chose would stand for the
// goal instead: a part's words ("…, and user engagement", "I want to buy
// a watch") fit their own tool, but once a part has shown that the goal
// asks for a tool, the one its whole request ranks first is what it asks
// for. It is goalBreaksTie's looser twin: any lead, in either language,
// but between reads only. Empty when the whole goal ranks the part's tool
// first, or when either tool writes: a write stands only where its own
// words ask for it.
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
