package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryStreetWords: the words of the street and the shop floor —
// a refuse round suspended (停收), a pothole (坑), a cracked screen (裂),
// a forced bag (被撬), frozen food (冷冻食品), a buyer (买家), incoming
// material (来料), a weekend (周末) — find the tools described in
// English.
func TestGlossaryStreetWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "round_pause", Description: "Suspend a collection round for one day.", SideEffect: toolspec.Write},
		{Name: "road_defect", Description: "Log a pothole or hazard on a road.", SideEffect: toolspec.Write},
		{Name: "damage_note", Description: "Record a crack or dent on a vehicle.", SideEffect: toolspec.Write},
		{Name: "bag_claim", Description: "File a report for a pilfered or tampered bag.", SideEffect: toolspec.Write},
		{Name: "deal_setup", Description: "Create a price deal on frozen food lines.", SideEffect: toolspec.Write},
		{Name: "buyer_record", Description: "Record the buyer of a restricted medicine.", SideEffect: toolspec.Write},
		{Name: "inbound_check", Description: "List inspections of incoming material.", SideEffect: toolspec.Read},
		{Name: "rota_weekend", Description: "Who works the weekend shifts.", SideEffect: toolspec.Read},
	}
	checkSelects(t, cat, []selectCase{
		{"下周一这条线停收一次", "round_pause"},
		{"路口有个大坑", "road_defect"},
		{"这台车前挡风玻璃裂了", "damage_note"},
		{"乘客的箱子被撬了", "bag_claim"},
		{"下周冷冻食品第二件半价", "deal_setup"},
		{"登记一下买家身份证", "buyer_record"},
		{"上周来料检验的记录", "inbound_check"},
		{"这周末谁上班", "rota_weekend"},
	})
}

// TestGlossaryStreetLeavesAlone: the new words take no characters from
// the words around them — 维修 and 工单 stay whole beside 坑, 卖出 leaves
// 出去 its own, and 全科 does not split 全部.
func TestGlossaryStreetLeavesAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"冷冻食品": {"冷冻", "食品"},
		"已经卖出": {"卖出"},
		"全部退款": {"退款"},
		"维修工单": {"维修", "工单"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}
