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
	byName := specsByName(depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s }))
	tests := []unservedCase{
		{lowPart("订一张明天去上海的机票", "get_truck", 0.15), true},
		{lowPart("帮我把司机的工资单改一下", "search_drivers", 0.15), true},
		{lowPart("这张单子多付了，帮他 refund 一下", "list_consignments", 0.15), true},
		{lowPart("把合同发给律师审一下", "list_staff_rotas", 0.15), true},
		{lowPart("把司机的工资单改一下", "search_drivers", 0.25), false},
		{lowPart("订一个明天上午的装卸月台", "book_dock_slot", 0.15), false},
		{lowPart("把北区仓库的库存汇总一下", "list_depot_stock", 0.15), false},
		{lowPart("帮我查一下北区仓库的库存", "list_depot_stock", 0.15), false},
		{lowPart("把这批货交给值班的同事核对一下", "notify_depot_staff", 0.15), false},
		{lowPart("帮忙 write off 一下摔坏的货", "void_consignment", 0.15), false},
		{lowPart("北区仓库的卡车都投保", "get_truck", 0.15), false},
		{lowPart("Insure the trucks at the north depot", "get_truck", 0.15), false},
	}
	checkUnservedHan(t, byName, tests)
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
	tests := []unservedCase{
		{lowPart("帮我报一下修，三楼会议室的空调坏了", "open_fault_ticket", 0.15), false},
		{lowPart("帮我换一间房给 A12 的住户，楼上太吵", "relocate_tenant", 0.15), false},
		// must leave alone
		{lowPart("帮我订一张明天去上海的机票", "relocate_tenant", 0.15), true},
		{lowPart("帮我改一下三楼会议室的名字", "open_fault_ticket", 0.15), true},
	}
	checkUnservedHan(t, byName, tests)
}

// TestUnservedHanHeadVerb: a one-character act the glossary gives no
// sense of alone (开, 续, 充) means what the words it heads mean (开票,
// 续费, 充值), so a tool speaking of those serves it; an act split from an
// object that is a word of its own (退一下订单) keeps its own reading.
func TestUnservedHanHeadVerb(t *testing.T) {
	specs := []toolspec.Spec{
		{Name: "bill_company", Description: "Issue a VAT invoice for a stay to a company.", SideEffect: toolspec.Write},
		{Name: "extend_pass", Description: "Renew a season pass for another year.", SideEffect: toolspec.Write},
		{Name: "load_card", Description: "Top up a prepaid card with credit.", SideEffect: toolspec.Write},
		{Name: "give_back_fee", Description: "Refund a charge on a bill, fully or in part.", SideEffect: toolspec.Write},
		{Name: "post_note", Description: "Send a message to a guest by SMS or email.", SideEffect: toolspec.Write},
	}
	byName := specsByName(specs)
	tests := []unservedCase{
		{lowPart("帮我开一张发票给这家公司", "bill_company", 0.15), false},
		{lowPart("帮我续一下这张年卡", "extend_pass", 0.15), false},
		{lowPart("帮我充一下这张卡，充100", "load_card", 0.15), false},
		{lowPart("帮我退一下订单 A-7 的运费", "give_back_fee", 0.15), false},
		// must leave alone
		{lowPart("帮我续一下这张年卡", "post_note", 0.15), true},
		{lowPart("帮我订一张明天去上海的机票", "post_note", 0.15), true},
	}
	checkUnservedHan(t, byName, tests)
}

// TestUnservedHanCountedLightVerb: a verb the glossary gives no sense of
// written before a count (提一个, 出一份, 传一份) makes or hands over what
// it counts, which a tool may call create, generate or upload: it keeps
// the tool; a glossed verb before a count (订一张) still asks for its own
// act.
func TestUnservedHanCountedLightVerb(t *testing.T) {
	specs := []toolspec.Spec{
		{Name: "raise_case", Description: "Create a support case for a customer.", SideEffect: toolspec.Write},
		{Name: "build_digest", Description: "Generate a monthly digest for a branch.", SideEffect: toolspec.Write},
		{Name: "attach_file", Description: "Upload a document to a claim.", SideEffect: toolspec.Write},
	}
	byName := specsByName(specs)
	tests := []unservedCase{
		{lowPart("帮我提一个工单，客户的网页打不开", "raise_case", 0.15), false},
		{lowPart("帮我出一份三月的汇报给东区分行", "build_digest", 0.15), false},
		{lowPart("帮我传一份身份证复印件到理赔单里", "attach_file", 0.15), false},
		// must leave alone
		{lowPart("帮我订一张明天去上海的机票", "raise_case", 0.15), true},
		{lowPart("帮我把分行的汇报改一下", "build_digest", 0.15), true},
	}
	checkUnservedHan(t, byName, tests)
}

// unservedCase is a part planned with its tool's score, and whether no
// tool serves it.
type unservedCase struct {
	st   *task.Subtask
	want bool
}

// lowPart is a part whose tool scored score.
func lowPart(text, tool string, score float64) *task.Subtask {
	return &task.Subtask{Description: text, Tool: tool, Scores: []task.Score{{Tool: tool, Score: score}}}
}

func specsByName(specs []toolspec.Spec) map[string]*toolspec.Spec {
	byName := make(map[string]*toolspec.Spec, len(specs))
	for i := range specs {
		byName[specs[i].Name] = &specs[i]
	}
	return byName
}

func checkUnservedHan(t *testing.T, byName map[string]*toolspec.Spec, tests []unservedCase) {
	t.Helper()
	for _, tc := range tests {
		if got := unservedHanRequest(tc.st, 0.2, byName); got != tc.want {
			t.Errorf("unservedHanRequest(%q, %s) = %v, want %v", tc.st.Description, tc.st.Tool, got, tc.want)
		}
	}
}
