package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func intentCatalog() []toolspec.Spec {
	id := json.RawMessage(`{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^TK-[0-9]{4}$"}},"required":["ticket_id"]}`)
	svc := json.RawMessage(`{"type":"object","properties":{"service":{"type":"string"},"replicas":{"type":"integer"}},"required":["service"]}`)
	return []toolspec.Spec{
		{Name: "get_ticket", Description: "Get a support ticket: its state, whether it can still be refunded, its amount. 查询工单的状态、金额、还能不能退款", SideEffect: toolspec.Read, Parameters: id},
		{Name: "refund_ticket", Description: "Refund a support ticket's payment. 给工单退款", SideEffect: toolspec.Write, Parameters: id},
		{Name: "restart_service", Description: "Restart a service's pods. 重启服务", SideEffect: toolspec.Write, Parameters: svc},
		{Name: "scale_service", Description: "Scale a service to a number of replicas. 服务扩容 缩容", SideEffect: toolspec.Write, Parameters: svc},
	}
}

func TestPlanWritesOnlyOnIntent(t *testing.T) {
	tests := []struct {
		goal string
		want []string
	}{
		{"Can ticket TK-1234 still be refunded?", []string{"get_ticket"}},
		{"Has the payment of ticket TK-1234 been refunded?", []string{"get_ticket"}},
		{"工单 TK-1234 退款了吗", []string{"get_ticket"}},
		{"工单 TK-1234 还能退款吗", []string{"get_ticket"}},
		{"Refund ticket TK-1234", []string{"refund_ticket"}},
		{"Can you refund ticket TK-1234", []string{"refund_ticket"}},
		{"Scale the checkout service to 10 replicas, don't restart it", []string{"scale_service"}},
		{"Scale the checkout service to 10 replicas without restarting the service pods", []string{"scale_service"}},
		{"给 checkout 服务扩容到 10 个副本，不要重启", []string{"scale_service"}},
	}
	e := newEngine(t)
	cat := intentCatalog()
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			got := toolsOf(p)
			if len(got) != len(tc.want) || len(got) > 0 && got[0] != tc.want[0] {
				t.Errorf("tools %v, want %v; plan %+v", got, tc.want, p.Subtasks)
			}
		})
	}
}

func TestNegatedActions(t *testing.T) {
	tests := []struct {
		goal string
		want string
	}{
		{"扩容，不要重启", "重启"},
		{"don't restart it", "restart"},
		{"scale it without restarting", "restart"},
		{"scale it to 10 replicas", ""},
	}
	for _, tc := range tests {
		got := negatedActions(tc.goal)
		if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
			t.Errorf("negatedActions(%q) = %v, want %q", tc.goal, got, tc.want)
		}
	}
}

// TestNamedReadFollowsTheQuestion: a question ruling out the write its
// words favour is answered by the read that fits it, not by the read of
// the write's object that only takes the same identifier.
func TestNamedReadFollowsTheQuestion(t *testing.T) {
	id := json.RawMessage(`{"type":"object","properties":{"staff_id":{"type":"string","pattern":"^ST-[0-9]{4}$"},"month":{"type":"string"}},"required":["staff_id"]}`)
	cat := []toolspec.Spec{
		{Name: "get_staff", Description: "Look up one staff member by ID: name, title, team, work email and phone.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "get_wage_slip", Description: "One staff member's wage slip for a month: gross pay, deductions and net pay.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "mail_wage_slip", Description: "Email a month's wage slip to the staff member's work email or another address.", SideEffect: toolspec.Write, Parameters: id},
	}
	e := newEngine(t)
	for goal, want := range map[string]string{
		"What's the work email of staff member ST-1234?": "get_staff",
		"Has the wage slip of ST-1234 been mailed?":      "get_wage_slip",
	} {
		_, p := planOver(t, e, goal, cat)
		if got := toolsOf(p); len(got) != 1 || got[0] != want {
			t.Errorf("%s: tools %v, want [%s]", goal, got, want)
		}
	}
}
