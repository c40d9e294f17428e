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

// TestToldRecordWriteEntersOnly: a report of a deposit paid or trips run
// is no request to refund or cancel; the only write on the object must
// enter a record for the report to choose it.
func TestToldRecordWriteEntersOnly(t *testing.T) {
	tests := []struct{ read, write, text, want string }{
		{"get_bond", "refund_bond", "他刚交了200块押金", "get_bond"},
		{"list_driver_trips", "cancel_driver_trip", "张师傅昨天跑了3趟", "list_driver_trips"},
		{"get_parcel", "delete_parcel", "包裹少了2件", "get_parcel"},
		{"get_bond", "record_bond", "他刚交了200块押金", "record_bond"},
	}
	for _, tc := range tests {
		byName := specsByName([]toolspec.Spec{
			{Name: tc.read, SideEffect: toolspec.Read},
			{Name: tc.write, SideEffect: toolspec.Write},
		})
		scores := []task.Score{{Tool: tc.read, Score: 0.42}, {Tool: tc.write, Score: 0.38}}
		st := task.Subtask{Tool: tc.read, Scores: scores}
		toldRecordWrite(&st, tc.text, tc.text, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("toldRecordWrite(%q) with %s = %q, want %q", tc.text, tc.write, st.Tool, tc.want)
		}
	}
}

// TestToldRecordWriteGoalAsks: a report split from a goal that goes on
// to ask is the context of the ask, not an entry to make; the same
// report alone is one.
func TestToldRecordWriteGoalAsks(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "list_seat_sales", SideEffect: toolspec.Read},
		{Name: "record_seat_sale", SideEffect: toolspec.Write},
	})
	scores := []task.Score{{Tool: "list_seat_sales", Score: 0.42}, {Tool: "record_seat_sale", Score: 0.38}}
	tests := []struct{ goal, want string }{
		{"上周卖了300张票，帮我看看还剩多少", "list_seat_sales"},
		{"上周卖了300张票，还剩多少？", "list_seat_sales"},
		{"上周卖了300张票，查一下余票", "list_seat_sales"},
		{"上周卖了300张票", "record_seat_sale"},
	}
	for _, tc := range tests {
		st := task.Subtask{Tool: "list_seat_sales", Scores: scores}
		toldRecordWrite(&st, "上周卖了300张票", tc.goal, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("toldRecordWrite in %q = %q, want %q", tc.goal, st.Tool, tc.want)
		}
	}
}

// TestEntersRecordAnyName: entersRecord reads the first word of any name,
// even one of separators only or none, which nameWordsAll always gives.
func TestEntersRecordAnyName(t *testing.T) {
	for name, want := range map[string]bool{"log_tank_refill": true, "recordSale": true, "get_sales": false, "": false, "__": false} {
		if got := entersRecord(&toolspec.Spec{Name: name}); got != want {
			t.Errorf("entersRecord(%q) = %v, want %v", name, got, want)
		}
	}
}
