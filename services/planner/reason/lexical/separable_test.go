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
