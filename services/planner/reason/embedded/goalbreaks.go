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
