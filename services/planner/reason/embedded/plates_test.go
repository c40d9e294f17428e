package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanChinesePlate: a parameter for a vehicle's plate, with no
// example to shape it, takes the one Chinese plate the goal writes.
func TestPlanChinesePlate(t *testing.T) {
	const params = `{"type":"object","properties":{"lorry_plate":{"type":"string","description":"车牌号"},"note":{"type":"string","description":"备注"}}}`
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal string
		want       map[string]any
	}{
		{"a plate with a dot", "登记一车：车牌鲁H·3K721", map[string]any{"lorry_plate": "鲁H·3K721"}},
		{"a plate without", "安排一车，车牌冀E58K21，明天走", map[string]any{"lorry_plate": "冀E58K21"}},
		{"two plates fill none", "登记一车：车牌鲁H·3K721，换成冀E58K21", map[string]any{}},
		{"a code is no plate", "登记一车：单号鲁HX3K72100", map[string]any{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: "log_lorry", Description: "Log a lorry.", Parameters: json.RawMessage(params), SideEffect: toolspec.Write}}
			st := planGiven(t, e, tc.goal, cat)
			if got := st.Args; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}

// TestPlanPlateOfAPlateOnly: a parameter naming a plate's colour or kind
// ("plate_color", 车牌颜色) is no plate, and takes none.
func TestPlanPlateOfAPlateOnly(t *testing.T) {
	const params = `{"type":"object","properties":{"plate_colour":{"type":"string","description":"Plate colour, e.g. blue"},"tag_kind":{"type":"string","description":"车牌类型"},"reg":{"type":"string","description":"车牌号码"}}}`
	e := newEngine(t)
	goal := "登记一车进场：车牌粤B5T821，黄牌"
	cat := []toolspec.Spec{{Name: "log_lorry", Description: "Log a lorry.", Parameters: json.RawMessage(params), SideEffect: toolspec.Write}}
	st := planGiven(t, e, goal, cat)
	if got, want := st.Args, map[string]any{"reg": "粤B5T821"}; !reflect.DeepEqual(got, want) {
		t.Errorf("args = %#v, want %#v", got, want)
	}
}
