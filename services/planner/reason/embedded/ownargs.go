package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// keepOwnArgs drops from a subtask whose tool the whole goal changed the
// arguments its new tool has no parameter for: filled for the tool the
// part first chose (a look's date_from), they would be invented for the
// new one (a hold that takes no dates).
func keepOwnArgs(st *task.Subtask, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || len(st.Args) == 0 {
		return
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return
	}
	own := make(map[string]any, len(st.Args)) // a new map: the old may be shared
	for k, v := range st.Args {
		if _, ok := sch.Properties[k]; ok {
			own[k] = v
		}
	}
	st.Args = own
}
