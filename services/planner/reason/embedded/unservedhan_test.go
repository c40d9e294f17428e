package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestUnservedHanRequest: a Chinese request whose act — the verb it
// softens with 一下 or writes right before a count — the chosen tool's
// name and description never speak of is served by none; an act the
// tool speaks of (订 for "Book", 统计 for "Tally"), one a read serves
// (汇总, 查), one handed to others for a write, a phrasal English verb and
// a tool at the threshold keep the tool.
func TestUnservedHanRequest(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	for _, s := range depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s }) {
		byName[s.Name] = &s
	}
	sub := func(text, tool string, score float64) *task.Subtask {
		return &task.Subtask{Description: text, Tool: tool, Scores: []task.Score{{Tool: tool, Score: score}}}
	}
	tests := []struct {
		st   *task.Subtask
		want bool
	}{
		{sub("订一张明天去上海的机票", "get_truck", 0.15), true},
		{sub("帮我把司机的工资单改一下", "search_drivers", 0.15), true},
		{sub("这张单子多付了，帮他 refund 一下", "list_consignments", 0.15), true},
		{sub("把合同发给律师审一下", "list_staff_rotas", 0.15), true},
		{sub("把司机的工资单改一下", "search_drivers", 0.25), false},
		{sub("订一个明天上午的装卸月台", "book_dock_slot", 0.15), false},
		{sub("把北区仓库的库存汇总一下", "list_depot_stock", 0.15), false},
		{sub("帮我查一下北区仓库的库存", "list_depot_stock", 0.15), false},
		{sub("把这批货交给值班的同事核对一下", "notify_depot_staff", 0.15), false},
		{sub("帮忙 write off 一下摔坏的货", "void_consignment", 0.15), false},
		{sub("北区仓库的卡车都投保", "get_truck", 0.15), false},
		{sub("Insure the trucks at the north depot", "get_truck", 0.15), false},
	}
	for _, tc := range tests {
		if got := unservedHanRequest(tc.st, 0.2, byName); got != tc.want {
			t.Errorf("unservedHanRequest(%q, %s) = %v, want %v", tc.st.Description, tc.st.Tool, got, tc.want)
		}
	}
}

// TestPlanUnservedHanRequest: in a plan, a Chinese request whose act no
// tool speaks of plans no call, and one a tool speaks of keeps it.
func TestPlanUnservedHanRequest(t *testing.T) {
	cat := depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s })
	e := newEngine(t)
	if got := planTools(t, e, "帮我订一张明天去北京的火车票给司机", cat); len(got) != 0 {
		t.Errorf("订一张: tools %v, want none", got)
	}
	if got := planTools(t, e, "帮我给仓库买一台咖啡机", cat); len(got) != 1 || got[0] != "create_purchase_request" {
		t.Errorf("买一台: tools %v, want [create_purchase_request]", got)
	}
	if got := planTools(t, e, "把仓库的库存汇总一下", cat); len(got) != 1 || got[0] != "list_depot_stock" {
		t.Errorf("汇总一下: tools %v, want [list_depot_stock]", got)
	}
}

// TestUnservedHanSplitVerbObject: a request that splits a verb-object
// word around 一下 or a count (报一下修, 换一间房) asks for that word's
// act, which a tool that speaks of it in English serves; a verb that
// forms no word with what follows keeps its own reading.
func TestUnservedHanSplitVerbObject(t *testing.T) {
	byName := map[string]*toolspec.Spec{
		"open_fault_ticket": {Name: "open_fault_ticket", Description: "Report a fault in a room or public area to engineering.", SideEffect: toolspec.Write},
		"relocate_tenant":   {Name: "relocate_tenant", Description: "Move a resident to another room, with the reason.", SideEffect: toolspec.Write},
	}
	sub := func(text, tool string) *task.Subtask {
		return &task.Subtask{Description: text, Tool: tool, Scores: []task.Score{{Tool: tool, Score: 0.15}}}
	}
	tests := []struct {
		st   *task.Subtask
		want bool
	}{
		{sub("帮我报一下修，三楼会议室的空调坏了", "open_fault_ticket"), false},
		{sub("帮我换一间房给 A12 的住户，楼上太吵", "relocate_tenant"), false},
		// must leave alone
		{sub("帮我订一张明天去上海的机票", "relocate_tenant"), true},
		{sub("帮我改一下三楼会议室的名字", "open_fault_ticket"), true},
	}
	for _, tc := range tests {
		if got := unservedHanRequest(tc.st, 0.2, byName); got != tc.want {
			t.Errorf("unservedHanRequest(%q, %s) = %v, want %v", tc.st.Description, tc.st.Tool, got, tc.want)
		}
	}
}
