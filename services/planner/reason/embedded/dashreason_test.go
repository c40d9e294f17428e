package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanDashedReason: the reason a request gives after a dash ("— the
// family is moving to another city") says nothing of which tool serves
// it, as after a comma; a dash after a statement that leads to the
// request keeps both one request.
func TestPlanDashedReason(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "drop_member", Description: "Take a member off a club's roll; the place is freed.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"member_id":{"type":"string","description":"Member number, e.g. M20931."},"club":{"type":"string","description":"Club code, e.g. CHESS-1."}},"required":["member_id","club"]}`)},
		{Name: "move_session", Description: "Move one session of a club to another time and another city venue if needed.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"club":{"type":"string","description":"Club code, e.g. CHESS-1."},"new_time":{"type":"string","format":"date-time"}},"required":["club","new_time"]}`)},
		{Name: "list_roll_members", Description: "List the members on a club's roll.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"club":{"type":"string","description":"Club code, e.g. CHESS-1."}},"required":["club"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Take M20931 off CHESS-1 — the family is moving to another city", []string{"drop_member"}},
		{"Take M20931 off CHESS-1, the family is moving to another city", []string{"drop_member"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}

// TestClausesDash: a dash splits a goal only before a reason.
func TestClausesDash(t *testing.T) {
	tests := []struct {
		goal    string
		clauses int
	}{
		{"Take M20931 off CHESS-1 — the family is moving to another city", 2},
		{"Take M20931 off CHESS-1 – the family is moving", 2},
		{"M20931 was off sick today and his mum sent a note — put him down as excused", 1},
		{"Book the 9–11 slot for CHESS-1", 1},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := clauses(tc.goal); len(got) != tc.clauses {
				t.Errorf("clauses %+v, want %d", got, tc.clauses)
			}
		})
	}
}
