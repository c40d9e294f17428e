package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// dormCatalog is a student hall's tools: its rooms, the repairs asked
// for in them, and the transfers of students between rooms.
func dormCatalog() []toolspec.Spec {
	room := `"room":{"type":"string","pattern":"^[A-F][0-9]{3}$","description":"Room number."}`
	return []toolspec.Spec{
		{Name: "list_hall_rooms", Description: "List the hall's rooms with their beds and who sleeps in them.", SideEffect: toolspec.Read,
			Parameters: objectSchema(room, ``)},
		{Name: "file_repair_job", Description: "File a repair job for a fault in a room.", SideEffect: toolspec.Write,
			Parameters: objectSchema(room+`,"fault":{"type":"string"}`, `"room","fault"`)},
		{Name: "move_student_room", Description: "Move a student to another room of the hall.", SideEffect: toolspec.Write,
			Parameters: objectSchema(room+`,"student_no":{"type":"string"}`, `"room","student_no"`)},
	}
}

// TestSplitVerbObjectScored: a verb-object word split by a count (报个修)
// is scored as the word, so the tool that files a repair serves it. An
// object that is a word of its own (转个眼科) is no split word.
func TestSplitVerbObjectScored(t *testing.T) {
	e := New(Options{})
	goal := "D214 的窗户关不上了，报个修"
	if got, want := planTools(t, e, goal, dormCatalog()), []string{"file_repair_job"}; !slices.Equal(got, want) {
		t.Errorf("%q: tools %v, want %v", goal, got, want)
	}
	for _, tc := range []struct {
		text, want string
	}{
		{"报个修", " 报修"},
		{"明天请个假", " 请假"},
		// Leave alone: the object is a word with the character after it.
		{"转个眼科", ""},
		{"这个学期的房间", ""},
	} {
		if got := splitVerbWords(tc.text); got != tc.want {
			t.Errorf("splitVerbWords(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
