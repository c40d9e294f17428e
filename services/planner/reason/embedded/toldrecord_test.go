package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestToldRecordWrite: a Chinese need that tells of a refill just done
// and what it came to is the entry the write on the read's object makes;
// a question about such refills, and a report that states no amount,
// keep the read.
func TestToldRecordWrite(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "list_tank_refills", Description: "Refills of a water tank, by tank and date.", SideEffect: toolspec.Read},
		{Name: "log_tank_refill", Description: "Record a refill of a water tank: litres and cost.", SideEffect: toolspec.Write},
	})
	scores := []task.Score{{Tool: "list_tank_refills", Score: 0.42}, {Tool: "log_tank_refill", Score: 0.38}}
	tests := []struct{ text, want string }{
		{"TNK-12刚加满水，300升，花了45.5元", "log_tank_refill"},
		{"TNK-12上次加水花了多少钱？", "list_tank_refills"},
		{"TNK-12刚加满水了", "list_tank_refills"},
	}
	for _, tc := range tests {
		st := task.Subtask{Tool: "list_tank_refills", Scores: scores}
		toldRecordWrite(&st, tc.text, tc.text, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("toldRecordWrite(%q) = %q, want %q", tc.text, st.Tool, tc.want)
		}
	}
}
