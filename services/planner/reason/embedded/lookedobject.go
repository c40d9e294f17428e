package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// lookAtActedObject turns the read of a step that a write waits on ("look
// at PCL-1's status; if it hasn't left, cancel it") into the read of the
// object that write acts on, when both take the identifier the step
// writes and the write's object read scores near the chosen one: what
// the condition asks is the state of the object acted on, not of
// another record the identifier also opens (its van's tracking).
func lookAtActedObject(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, byName map[string]*toolspec.Spec) {
	for i := 0; i+1 < len(in); i++ {
		r, w := byName[in[i].st.Tool], byName[in[i+1].st.Tool]
		if r == nil || w == nil || !in[i+1].afterPrev || r.SideEffect == toolspec.Write || w.SideEffect != toolspec.Write || sameObject(r, w) {
			continue
		}
		text := in[i].texts[0]
		takers := statedTakers(text, byName)
		if !takers[r.Name] || !takers[w.Name] {
			continue
		}
		floor := coverShare * scoreOf(in[i].st.Scores, r.Name)
		for _, sc := range in[i].st.Scores {
			s := byName[sc.Tool]
			if s == nil || s.SideEffect == toolspec.Write || !takers[sc.Tool] || !sameObject(s, w) || sc.Score < floor || sc.Score <= 0 {
				continue
			}
			in[i].st = complete(text, in[i].queries[0], sc.Tool, in[i].asks)
			break
		}
	}
}
