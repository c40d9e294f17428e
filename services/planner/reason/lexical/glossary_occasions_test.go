package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryOccasionWords: the everyday words of a meal's courses,
// weddings and rehearsals, the tables, chairs and cloths set out, a
// household's waste (dumped, not collected) and the going price find the tools described in
// English, while a near request for none of them stays with its own tool.
func TestGlossaryOccasionWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "course_list", Description: "The dishes of a banquet by course: starter, main course and dessert."},
		{Name: "party_calendar", Description: "Find parties by type (wedding, birthday, gala) and date."},
		{Name: "day_timeline", Description: "The timeline of a day, including any rehearsal."},
		{Name: "furniture_stock", Description: "How many chairs, tables and tablecloths are free on a date."},
		{Name: "bin_day", Description: "Which day the garbage and recyclables are picked up at an address."},
		{Name: "street_reports", Description: "Reports residents filed about potholes, illegal dumping or noise."},
		{Name: "price_board", Description: "The market price of a metal or paper grade today."},
		{Name: "guest_count", Description: "How many guests replied yes or no."},
		{Name: "staff_phone", Description: "Phone numbers of the staff on duty."},
	}
	tests := []selectCase{
		{"那场宴席的甜品是什么", "course_list"},
		{"宴席的主菜有哪些", "course_list"},
		{"下个月有几场婚礼", "party_calendar"},
		{"周五彩排几点开始", "day_timeline"},
		{"周六还有多少把椅子和桌布", "furniture_stock"},
		{"我们小区哪天收垃圾", "bin_day"},
		{"废纸现在什么行情", "price_board"},
		// 乱倒垃圾 is dumping, read whole: no garbage to collect.
		{"上周乱倒垃圾的举报", "street_reports"},
		// Leave alone: a count of replies and a staff phone stay where they were.
		{"有多少客人回复会来", "guest_count"},
		{"值班员工的电话", "staff_phone"},
	}
	checkSelects(t, cat, tests)
}
