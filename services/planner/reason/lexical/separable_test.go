package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestSplitVerbObject: a verb-object word split by 个 (报个案, 开个会) is
// read as the word written whole (报案, 开会).
func TestSplitVerbObject(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "open_case", Description: "Report a new incident (报案) and open a case for it."},
		{Name: "case_documents", Description: "Send the documents (案卷) of a case to the customer."},
		{Name: "reserve_meeting_room", Description: "Book a meeting room (开会用的会议室) for a time."},
		{Name: "room_list", Description: "Rooms (房间) of an office with their size."},
	}
	tests := []selectCase{
		{"帮他报个案", "open_case"},
		{"明天下午要开个会，找个房间", "reserve_meeting_room"},
	}
	checkSelects(t, cat, tests)
}

// TestCountedVerbObject: a verb-object word of the glossary written apart
// around a count (下一张采购单, 下个农资单) names the word's English, as
// written whole; a measure word counting time (下个月的采购单) or a 的
// before the object leaves it alone.
func TestCountedVerbObject(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"给供应商下一张采购单", true},
		{"给王建国下个农资单", true},
		{"查一下下个月的采购单", false},
		{"下一张的采购单", false},
		{"给供应商下单", true},
		{"看一下采购单", false},
	} {
		if got := GlossNames(tc.text, "place"); got != tc.want {
			t.Errorf("GlossNames(%q, place) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestCountedObjectOpensAWord: the character after a count that opens a
// word of its own (发 of 发票) is no object of the verb alone: 查看下一张发票
// reads no 下发 (issue), while 开一张发票 still reads 开票.
func TestCountedObjectOpensAWord(t *testing.T) {
	for _, tc := range []struct {
		text, en string
		want     bool
	}{
		{"查看下一张发票", "distribute", false},
		{"开一张发票", "invoice", true},
		{"给供应商下一张采购单", "place", true},
	} {
		if got := GlossNames(tc.text, tc.en); got != tc.want {
			t.Errorf("GlossNames(%q, %s) = %v, want %v", tc.text, tc.en, got, tc.want)
		}
	}
}
