package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// writesOnLooked chooses the write of a conditional action that a read
// was chosen for: an action that waits on the step before and asks no
// question (有超支的话就把卡冻结, 不够的话给他加个流量包) acts on what
// that step looked at, and a read only looks again. The write the
// action's verb names, as actionsOnLooked finds it, serves it instead,
// unless the goal forbids it or the action only tells that it was done.
// A date only the look's words state is not the write's (see notLooked).
func writesOnLooked(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, sep, goal string, byName map[string]*toolspec.Spec) {
	forbidden := negatedActions(goal)
	for i := 1; i < len(in); i++ {
		x := &in[i]
		r := byName[x.st.Tool]
		if r == nil || r.SideEffect == toolspec.Write || !x.afterPrev || x.asks || len(x.texts) != 1 || !conditionRE.MatchString(x.texts[0]) && !condBareZhRE.MatchString(x.texts[0]) {
			continue
		}
		name := ""
		if ways := lookedActionNames(x.queries[0], ""); len(ways) > 0 {
			st := complete(x.texts[0], x.queries[0]+sep+in[i-1].texts[0], "", false)
			name = firstNamed(st.Scores, ways[:1], byName)
		}
		if w := byName[name]; w != nil && !forbids(forbidden, w) && !statesDone(x.texts[0], w) {
			x.st = complete(x.texts[0], x.queries[0], w.Name, false)
		}
	}
}
