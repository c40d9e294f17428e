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

// writesOnLookedObject moves a conditional write off an object the goal
// never looked at: an action that waits on a read (看看有没有空着的烘干机，
// 有的话订上) acts on what that read looked at, so a write chosen for it
// whose name shares no word with the read's, and whose verb the action
// does not say, gives way to the best scored write named after the
// read's object whose verb it does say (the machine looked at is booked,
// not an order of goods placed that only scored on 订's "reserved").
func writesOnLookedObject(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, sep, goal string, byName map[string]*toolspec.Spec) {
	forbidden := negatedActions(goal)
	for i := 1; i < len(in); i++ {
		x := &in[i]
		w, r := byName[x.st.Tool], byName[in[i-1].st.Tool]
		if w == nil || r == nil || w.SideEffect != toolspec.Write || r.SideEffect == toolspec.Write || !x.afterPrev || x.asks || len(x.texts) != 1 || language(x.queries[0]) != "zh" {
			continue
		}
		if !conditionRE.MatchString(x.texts[0]) && !condBareZhRE.MatchString(x.texts[0]) || namesLookedObject(r, w) || namesVerb(x.queries[0], w.Name) {
			continue
		}
		st := complete(x.texts[0], x.queries[0]+sep+in[i-1].texts[0], "", false)
		on := func(c *toolspec.Spec) bool {
			return c.SideEffect == toolspec.Write && namesLookedObject(r, c) && namesVerb(x.queries[0], c.Name)
		}
		if c := byName[firstNamed(st.Scores, []func(*toolspec.Spec) bool{on}, byName)]; c != nil && !forbids(forbidden, c) && !statesDone(x.texts[0], c) {
			x.st = complete(x.texts[0], x.queries[0], c.Name, false)
		}
	}
}

// namesLookedObject reports whether write w is named after an object read
// r's name names: a word after w's verb is one of r's words, plural or
// not (widget_levels_show, restock_widget).
func namesLookedObject(r, w *toolspec.Spec) bool {
	rw, ww := nameWordsAll(r.Name), nameWordsAll(w.Name)
	for _, a := range ww[min(1, len(ww)):] {
		for _, b := range rw {
			if glossStem(a) == glossStem(b) {
				return true
			}
		}
	}
	return false
}
