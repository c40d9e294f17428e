package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryMovesAndCounts: 调到 and 调过去 between two sites move a
// thing, while 调到 a level still sets it; 架上 is on the shelf, 排了几
// the queue, 情况 the summary and 多少人 the headcount.
func TestGlossaryMovesAndCounts(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "shift_scooter", Description: "Move a scooter from its current depot to another one."},
		{Name: "scooter_depots", Description: "Depots with address and opening hours."},
		{Name: "shelf_finder", Description: "Which depots have a spare part on shelf, by part name."},
		{Name: "depot_queue", Description: "The live queue of riders waiting at a depot."},
		{Name: "depot_day_summary", Description: "Daily summary of one depot for one day."},
		{Name: "depot_headcount", Description: "Live headcount of people inside a depot."},
	}
	tests := []selectCase{
		{"把 SC-2201 从东站调到西站", "shift_scooter"},
		{"SC-2201 调过去西站吧", "shift_scooter"},
		{"刹车片哪个点架上还有", "shelf_finder"},
		{"东站现在排了几个人", "depot_queue"},
		{"东站昨天的情况", "depot_day_summary"},
		{"东站里面有多少人", "depot_headcount"},
	}
	checkSelects(t, cat, tests)
	// 调到 a level still sets it, beside the tool that moves things.
	heat := toolspec.Spec{Name: "set_heat", Description: "Set the target temperature of a room."}
	checkSelects(t, append(cat, heat), []selectCase{{"把会议室温度调到24度", "set_heat"}})
}
