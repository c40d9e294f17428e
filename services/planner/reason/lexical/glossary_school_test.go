package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryCrossesLanguagesForSchools: the everyday words of running a
// school or a training centre (students, teachers, courses, marks, exams,
// classrooms, library books, fees) find tools described in English.
func TestGlossaryCrossesLanguagesForSchools(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "pupil_profile", Description: "A pupil's profile: class, tutor and contacts."},
		{Name: "module_info", Description: "One module: instructor, credits and free seats."},
		{Name: "module_marks", Description: "Marks a pupil got per module and the report card."},
		{Name: "sitting_calendar", Description: "Upcoming examination sittings per module."},
		{Name: "free_classrooms", Description: "Classrooms with nothing booked in a slot."},
		{Name: "lend_copy", Description: "Lend a copy of a book from the library to a borrower."},
		{Name: "tuition_due", Description: "Tuition fees a family still owes."},
		{Name: "bursary_apply", Description: "Apply for a bursary or a scholarship."},
		{Name: "weekly_timetable", Description: "The week's timetable of a form or an instructor."},
		{Name: "post_to_families", Description: "Post a notice to the families of a form."},
	}
	tests := []selectCase{
		{"这个学生是哪个班的", "pupil_profile"},
		{"这门课是哪个老师上的，还有名额吗", "module_info"},
		{"他上学期的成绩单", "module_marks"},
		{"下周有哪些考试", "sitting_calendar"},
		{"明天下午有没有空教室", "free_classrooms"},
		{"图书馆借一本书给他", "lend_copy"},
		{"还有哪些学费没交", "tuition_due"},
		{"帮他申请助学金", "bursary_apply"},
		{"下周的课表发我看看", "weekly_timetable"},
		{"通知全体家长明天停课", "post_to_families"},
	}
	checkSelects(t, cat, tests)
}

// TestGlossaryFreeRoomsAndSeats: 空 before a room asks for a free one, and
// 能坐 / 容纳 N 人 for its seats; 空调 and 空气 stay what they are.
func TestGlossaryFreeRoomsAndSeats(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "open_halls", Description: "Halls that are available in a time slot, with their capacity."},
		{Name: "hall_rates", Description: "Daily rate of each hall."},
		{Name: "cooling_status", Description: "Air conditioning units and their status."},
	}
	tests := []selectCase{
		{"明天下午有没有能坐60人的空礼堂", "open_halls"},
		{"周五哪些厅是空的", "open_halls"},
		{"空调坏了没有", "cooling_status"},
	}
	checkSelects(t, cat, tests)
}
