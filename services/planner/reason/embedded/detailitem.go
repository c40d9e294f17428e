package embedded

import "github.com/hermes-agent/hermes/services/planner/task"

// weakDetails gives an item that qualifies the need before it (see
// need.detail) that need's tool when its own tool fits it by less than
// detailShare of what the need's tool fits the need by: "stock trading
// activities, including purchases and sales" asks about trades, and a
// tool that only the item's word "purchases" fits, weakly, is no step of
// its own. An item whose own tool fits it about as well as the need's
// fits the need ("the forecast, including pollution levels") names a
// need of its own, and stands.
func weakDetails(in []intent, complete func(text, query, tool string, asks bool) task.Subtask) {
	for i := 1; i < len(in); i++ {
		x, prev := &in[i], in[i-1]
		if !x.detail || x.afterPrev || x.st.Tool == "" || prev.st.Tool == "" || x.st.Tool == prev.st.Tool {
			continue
		}
		if scoreOf(x.st.Scores, x.st.Tool) < detailShare*scoreOf(prev.st.Scores, prev.st.Tool) {
			x.st = complete(x.texts[0], x.queries[0], prev.st.Tool, x.asks)
		}
	}
}
