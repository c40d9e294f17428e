package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryAilmentWords: a fever (发烧, 发热), other complaints (咳嗽,
// 头疼, 呕吐, 受伤), isolation (隔离), the grades of a case (轻度, 中度,
// 重度) and a patient's family (家属) find the tools described in
// English; the nurses' phone stays on the staff list.
func TestGlossaryAilmentWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "temp_note", Description: "Log a fever reading for a patient.", SideEffect: toolspec.Write},
		{Name: "triage_low", Description: "Send mild cases to the walk-in queue.", SideEffect: toolspec.Write},
		{Name: "triage_mid", Description: "Send moderate cases to a ward nurse.", SideEffect: toolspec.Write},
		{Name: "triage_high", Description: "Send severe cases to the emergency room.", SideEffect: toolspec.Write},
		{Name: "symptom_log", Description: "Chart a cough, a headache or vomiting.", SideEffect: toolspec.Write},
		{Name: "injury_report", Description: "Report an injury on a ward.", SideEffect: toolspec.Write},
		{Name: "isolate_move", Description: "Move a patient to an isolation room.", SideEffect: toolspec.Write},
		{Name: "kin_phone", Description: "Phone numbers of a patient's family."},
		{Name: "staff_phone", Description: "Phone numbers of the nurses on a ward."},
	}
	checkSelects(t, cat, []selectCase{
		{"五床从昨晚开始发烧", "temp_note"},
		{"七床又发热了", "temp_note"},
		{"这个是轻度的", "triage_low"},
		{"评估下来是中度", "triage_mid"},
		{"来了个重度烧伤的", "triage_high"},
		{"三床家属的电话", "kin_phone"},
		{"八床咳嗽得厉害", "symptom_log"},
		{"他说头疼了一整天", "symptom_log"},
		{"吃完药就呕吐", "symptom_log"},
		{"病人下床时摔倒受伤了", "injury_report"},
		{"把他转去隔离", "isolate_move"},
		{"护士站的电话", "staff_phone"},
	})
}
