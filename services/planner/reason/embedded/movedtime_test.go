package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// tutorCatalog is a tutoring centre's tools: its lessons on a day, and
// the writes that book, move or drop a lesson.
func tutorCatalog() []toolspec.Spec {
	lesson := `"lesson_id":{"type":"string","pattern":"^LS-[0-9]{5}$","description":"Lesson number."}`
	return []toolspec.Spec{
		{Name: "list_tutor_lessons", Description: "List the lessons booked with the centre's tutors on a day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"date":{"type":"string","format":"date"}`, ``)},
		{Name: "reschedule_tutor_lesson", Description: "Reschedule a booked lesson to a new start.", SideEffect: toolspec.Write,
			Parameters: objectSchema(lesson+`,"new_start":{"type":"string","format":"date-time"}`, `"lesson_id","new_start"`)},
		{Name: "drop_tutor_lesson", Description: "Drop a booked lesson.", SideEffect: toolspec.Write,
			Parameters: objectSchema(lesson, `"lesson_id"`)},
	}
}

// TestMovedToTimeReschedules: moving a thing to a new day or hour (挪到下
// 周三) reschedules it, though 挪 glosses only as moving. Moving a
// thing to a place (挪到二楼) names no time.
func TestMovedToTimeReschedules(t *testing.T) {
	e := New(Options{})
	for _, goal := range []string{"LS-20418 挪到下周三", "LS-20418 那节数学课家长说调到这周四"} {
		if got, want := planTools(t, e, goal, tutorCatalog()), []string{"reschedule_tutor_lesson"}; !slices.Equal(got, want) {
			t.Errorf("%q: tools %v, want %v", goal, got, want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"推迟到3点", true},
		{"提前到明天上午", true},
		// Leave alone: a place, and a thing reached.
		{"把钢琴挪到二楼", false},
		{"已经收到了", false},
		{"那款连衣裙改成下架", false},
		{"发货仓换成本地仓", false},
	} {
		if got := movedTimeWords(tc.text) != ""; got != tc.want {
			t.Errorf("movedTimeWords(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
