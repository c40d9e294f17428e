package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// bakeryCatalog is a bakery's tools: three on the bakers' shifts (swap,
// list, assign) among more than a short list's worth of others, so no
// crowded field lowers the threshold.
func bakeryCatalog() []toolspec.Spec {
	shop := `"shop":{"type":"string","enum":["north","harbour"],"description":"Bakery shop code."}`
	day := `"date":{"type":"string","format":"date","description":"Day."}`
	tool := func(name, desc string, side toolspec.SideEffect, props, required string) toolspec.Spec {
		return toolspec.Spec{Name: name, Description: desc, SideEffect: side, Parameters: objectSchema(props, required)}
	}
	return []toolspec.Spec{
		tool("swap_baker_shift", "Swap the shifts of two bakers at a shop on a given working day, when one of them cannot come in.", toolspec.Write,
			shop+","+day+`,"baker_a":{"type":"string"},"baker_b":{"type":"string"}`, `"shop","date","baker_a","baker_b"`),
		tool("list_baker_shifts", "List the shifts at a shop on a given working day, with the baker booked on each and the hours.", toolspec.Read,
			shop+","+day, `"shop","date"`),
		tool("assign_baker_shift", "Put a baker on a shift at a shop on a given working day, for the hours given.", toolspec.Write,
			shop+","+day+`,"baker":{"type":"string"}`, `"shop","date","baker"`),
		tool("list_flour_orders", "List flour orders placed with the mill.", toolspec.Read, `"from":{"type":"string","format":"date"}`, ``),
		tool("place_flour_order", "Order flour from the mill.", toolspec.Write, `"sacks":{"type":"integer"}`, `"sacks"`),
		tool("get_bread_prices", "Read the price list of breads and cakes.", toolspec.Read, `"kind":{"type":"string"}`, ``),
		tool("note_binned_loaves", "Record loaves thrown away at the end of a day.", toolspec.Write, shop+`,"loaves":{"type":"integer"}`, `"shop","loaves"`),
		tool("get_till_total", "Read a shop's till takings for a day.", toolspec.Read, shop+","+day, `"shop","date"`),
		tool("list_cake_commissions", "List custom cake commissions due in a period.", toolspec.Read, `"from":{"type":"string","format":"date"}`, ``),
		tool("take_cake_commission", "Take a custom cake commission for a customer.", toolspec.Write, `"customer":{"type":"string"}`, `"customer"`),
		tool("get_fridge_temperature", "Read the cold room temperature at a shop.", toolspec.Read, shop, `"shop"`),
		tool("log_allergen_check", "Log an allergen check of a product line.", toolspec.Write, `"line":{"type":"string"}`, `"line"`),
		tool("list_van_rounds", "List the delivery van rounds of a day.", toolspec.Read, day, `"date"`),
		tool("cancel_van_round", "Cancel a delivery van round.", toolspec.Write, `"round":{"type":"string"}`, `"round"`),
		tool("get_loyalty_card", "Read a customer's loyalty card and stamps.", toolspec.Read, `"card":{"type":"string"}`, `"card"`),
		tool("refund_purchase", "Refund a customer's purchase.", toolspec.Write, `"receipt":{"type":"string"}`, `"receipt"`),
		tool("list_supplier_invoices", "List unpaid supplier invoices.", toolspec.Read, `"status":{"type":"string"}`, ``),
	}
}

// TestQuestionReadsItsObjectsCluster: a question whose words lead the
// catalog only by an object's noun, matched by that object's writes and
// read alike, asks for the read though none reaches the threshold. The
// same words told, not asked, choose nothing.
func TestQuestionReadsItsObjectsCluster(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"who works the late shift next week", []string{"list_baker_shifts"}},
		{"下周六晚上的夜班是谁", []string{"list_baker_shifts"}},
		{"works the late shift next week", nil},
		{"put Lily on the late shift next week", []string{"assign_baker_shift"}},
	} {
		if got := planTools(t, e, tc.goal, bakeryCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}

// TestClusterLeadsByItsLeader: the object's tools lead the catalog when
// their best leads the best other tool by clusterLead, though the
// object's weakest tool (its read, which the question's verbs favour
// least) scores near that other tool; a best that leads it by less
// chooses nothing.
func TestClusterLeadsByItsLeader(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	cat := bakeryCatalog()
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	for _, tc := range []struct {
		outside float64
		want    string
	}{
		{0.09, "list_baker_shifts"},
		{0.16, ""},
	} {
		scores := []task.Score{{Tool: "swap_baker_shift", Score: 0.18}, {Tool: "assign_baker_shift", Score: 0.17}, {Tool: "list_baker_shifts", Score: 0.10}, {Tool: "get_till_total", Score: tc.outside}}
		st := task.Subtask{}
		clusterRead(&st, "who works the late shift next week", scores, 0.2, byName)
		if st.Tool != tc.want {
			t.Errorf("outside %.2f: tool %q, want %q", tc.outside, st.Tool, tc.want)
		}
	}
}

// TestClusterReadNotForAnotherThing: a Chinese question that asks, after
// 的, about a thing of the object the read never speaks of (the rate of a
// shift's pay) is no question the object's read answers; one that asks
// the object itself, or when it is, still reads it.
func TestClusterReadNotForAnotherThing(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"夜班工资的汇率是多少", nil},
		{"周六夜班的时间是几点", []string{"list_baker_shifts"}},
		{"下周六晚上的夜班是谁", []string{"list_baker_shifts"}},
	} {
		if got := planTools(t, e, tc.goal, bakeryCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}
