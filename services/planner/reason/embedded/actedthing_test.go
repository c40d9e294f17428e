package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// clubCatalog is a swimming club's tools: its lesson lists and coaches,
// and the writes that put a swimmer on a lesson or give a coach a group.
func clubCatalog() []toolspec.Spec {
	swimmer := `"swimmer_id":{"type":"string","pattern":"^SW-[0-9]{4}$","description":"Swimmer number."}`
	coach := `"coach_id":{"type":"string","pattern":"^CO-[0-9]{3}$","description":"Coach number."}`
	return []toolspec.Spec{
		{Name: "list_lesson_entries", Description: "List who is entered on the club's swimming lessons on a day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"date":{"type":"string","format":"date"}`, ``)},
		{Name: "add_to_lesson", Description: "Enter a swimmer on a swimming lesson of a day.", SideEffect: toolspec.Write,
			Parameters: objectSchema(swimmer+`,"date":{"type":"string","format":"date"}`, `"swimmer_id","date"`)},
		{Name: "list_coach_groups", Description: "List the coaches and the squad each one leads.", SideEffect: toolspec.Read,
			Parameters: objectSchema(coach, ``)},
		{Name: "assign_squad_coach", Description: "Assign a coach to lead a swimmer's squad.", SideEffect: toolspec.Write,
			Parameters: objectSchema(coach+`,`+swimmer, `"coach_id","swimmer_id"`)},
	}
}

// TestActedThingKeepsWrite: a Chinese need that ends by naming a thing
// still asks for the write when a verb before the thing acts on it: a
// verb of placing with where to (排进), a causative giving a role (让 …
// 做). The thing alone, or a thing someone saw (看到的), asks to be shown.
func TestActedThingKeepsWrite(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"SW-0311 蛙泳动作不标准，排进周六的游泳课", []string{"add_to_lesson"}},
		{"下个月起，让CO-014做SW-0311的队伍教练", []string{"assign_squad_coach"}},
		// Leave alone: the thing alone asks to be shown it.
		{"SW-0311 周六的游泳课", []string{"list_lesson_entries"}},
	} {
		if got := planTools(t, e, tc.goal, clubCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"加到下周的名单", true},
		{"叫小王当这周的值班", true},
		// Leave alone: a thing seen or got, and the asker's own look.
		{"昨天看到的那条记录", false},
		{"收到的退款", false},
		{"让我看看上周的排班", false},
	} {
		if got := actsOnThing(tc.text); got != tc.want {
			t.Errorf("actsOnThing(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
