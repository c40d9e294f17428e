package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsGroupedBy sets a grouping enum from the words the goal
// groups by, read from the description of the parameter its value names.
func TestFillArgsGroupedBy(t *testing.T) {
	const stats = `{"type":"object","properties":{` +
		`"site":{"type":"string","enum":["north","south"],"description":"Depot (车场): north, south."},` +
		`"fault_system":{"type":"string","enum":["engine","brakes","electrical"],"description":"Fault system (故障系统): engine, brakes, electrical."},` +
		`"group_by":{"type":"string","enum":["site","fault_system","month"],"description":"How to group the counts."}}}`
	runFillCases(t, []fillCase{
		{"a Chinese gloss after 按", "维修次数按故障系统统计一下", stats, map[string]any{"group_by": "fault_system"}},
		{"an English head word after by", "Repair counts broken down by depot", stats, map[string]any{"group_by": "site"}},
		{"no grouping word", "维修次数统计一下", stats, map[string]any{}},
	})
}

// TestPlanArgsGroupedByFlag sets a by_ flag from a gloss another tool's
// parameter of that name gives.
func TestPlanArgsGroupedByFlag(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "log_repair", Description: "Log a vehicle repair.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"vehicle_id":{"type":"string"},"fault_system":{"type":"string","enum":["engine","brakes"],"description":"Fault system (故障系统): engine, brakes."}`, `"vehicle_id"`)},
		{Name: "get_mechanic_output", Description: "Repairs done by one mechanic over a period.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"mechanic_id":{"type":"string","pattern":"^MC[0-9]{4}$"},"by_fault_system":{"type":"boolean","description":"Split the figures."}`, `"mechanic_id"`)},
	}
	e := newEngine(t)
	_, p := planOver(t, e, "MC1021修了多少次车？分故障系统看看", cat)
	got := argsOf(p, "get_mechanic_output")
	if want := map[string]any{"mechanic_id": "MC1021", "by_fault_system": true}; !reflect.DeepEqual(got, want) {
		t.Errorf("get_mechanic_output args = %v, want %v (plan %+v)", got, want, p.Subtasks)
	}
}

// TestFillArgsGroupedByGlossary groups by a Chinese word the glossary
// gives the value's English word for.
func TestFillArgsGroupedByGlossary(t *testing.T) {
	const report = `{"type":"object","properties":{"group_by":{"type":"string","enum":["warehouse","category"],"description":"One row per warehouse or category."}}}`
	runFillCases(t, []fillCase{
		{"品类 for category", "本月的报废量按品类汇总", report, map[string]any{"group_by": "category"}},
	})
}

func TestGroupedWord(t *testing.T) {
	tests := []struct {
		text, word string
		want       bool
	}{
		{"sales by store last week", "store", true},
		{"sales per stores", "store", true},
		{"revenue for each the branch", "branch", true},
		{"sales by storefront", "store", false},
		{"sales by the flagship store", "store", false},
		{"store sales", "store", false},
		{"", "store", false},
	}
	for _, tc := range tests {
		if got := groupedWord(tc.text, tc.word); got != tc.want {
			t.Errorf("groupedWord(%q, %q) = %v, want %v", tc.text, tc.word, got, tc.want)
		}
	}
}

// TestFillArgsGroupedByGlossedPhrase groups by a Chinese word the
// glossary gives every word of a two-word value for, and not by a word
// glossing only one of them.
func TestFillArgsGroupedByGlossedPhrase(t *testing.T) {
	const refunds = `{"type":"object","properties":{"group_by":{"type":"string","enum":["day","payment_method","till"],"description":"Rows per day, payment_method or till."}}}`
	runFillCases(t, []fillCase{
		{"付款方式 for payment method", "上个月的退款按付款方式汇总一下", refunds, map[string]any{"group_by": "payment_method"}},
		{"付款 names no method", "上个月的退款按付款汇总一下", refunds, map[string]any{}},
	})
}
