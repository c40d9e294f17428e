package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestWhereWhoAsksTheRead: a question that asks where, who or when about
// an identified object, whose words came nearest a write, is answered by
// the read that scores best among those taking the identifier, not by
// the object's own record; a question that names the write's verb asks
// about the object's record.
func TestWhereWhoAsksTheRead(t *testing.T) {
	id := objectSchema(`"parcel_id":{"type":"string","pattern":"^PCL-[0-9]{4}$","description":"Parcel number."}`, `"parcel_id"`)
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "get_parcel", Description: "Parcel detail: contents, weight, status.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "get_van_tracking", Description: "Live tracking of the van carrying a parcel: where, who drives, arrival.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "cancel_parcel", Description: "Cancel a parcel.", SideEffect: toolspec.Write, Parameters: id},
	} {
		byName[s.Name] = &s
	}
	scores := []task.Score{{Tool: "cancel_parcel", Score: 0.46}, {Tool: "get_van_tracking", Score: 0.37}, {Tool: "get_parcel", Score: 0.35}}
	unfit := func(s *toolspec.Spec) bool { return s == nil || s.SideEffect == toolspec.Write }
	tests := []struct{ text, want string }{
		{"Where's the van for PCL-1002, the customer says it's been an hour", "get_van_tracking"},
		{"Who is bringing PCL-1002", "get_van_tracking"},
		{"PCL-1002 的车现在在哪里", "get_van_tracking"},
		{"When was PCL-1002 cancelled", "get_parcel"},
		{"Has PCL-1002 been cancelled", "get_parcel"},
		{"PCL-1002 取消了吗", "get_parcel"},
	}
	for _, tc := range tests {
		if got := namedRead(scores, tc.text, 0.2, byName["cancel_parcel"], unfit, byName); got != tc.want {
			t.Errorf("namedRead(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
