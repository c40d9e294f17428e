package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanAskForFilesTheRequest: a Chinese verb of asking for something
// (帮他请…年假, 申请…) asks for the write that files it, not the read of
// the balance the goal's question is about, and the whole goal's read
// does not take the step over.
func TestPlanAskForFilesTheRequest(t *testing.T) {
	staff := `"staff_id":{"type":"string","pattern":"^S[0-9]{5}$"}`
	cat := []toolspec.Spec{
		{Name: "get_holiday_balance", Description: "How many days of each kind of holiday (annual, sick, personal) a staff member has left this year.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + staff + `},"required":["staff_id"]}`)},
		{Name: "submit_holiday_request", Description: "Submit a holiday request for a staff member for a date range.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + staff + `,"kind":{"type":"string","enum":["annual","sick","personal"],"description":"Kind of holiday: annual (年假), sick (病假), personal (事假)."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}},"required":["staff_id","kind","start_date","end_date"]}`)},
		{Name: "list_holiday_requests", Description: "List the holiday requests of a staff member or team, by status and dates.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + staff + `,"status":{"type":"string","enum":["pending","approved","rejected"]}}}`)},
		{Name: "review_holiday_request", Description: "Approve or reject a pending holiday request.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"request_id":{"type":"string","pattern":"^HR-[0-9]{6}$"},"decision":{"type":"string","enum":["approve","reject"]}},"required":["request_id","decision"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"先看一下 S55120 还剩几天年假，够的话帮他请6月3号到5号的年假", []string{"get_holiday_balance", "submit_holiday_request"}},
		{"S55120 还剩几天年假？", []string{"get_holiday_balance"}},
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

// TestAsksForFilesOnlyARequest: 请 asking a person (想请你帮我查…) and a
// verb of asking for that modifies a noun (上周提交的报销单) file nothing.
func TestAsksForFilesOnlyARequest(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"帮他请三天年假", true},
		{"申请报销 300 元", true},
		{"我想请你帮我查一下 E1002 的年假余额", false},
		{"E1002 上周提交的报销单 EX-1001 进度怎么样", false},
		{"我要请教一下报销流程", false},
	} {
		if got := asksFor(tc.text); got != tc.want {
			t.Errorf("asksFor(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestAsksForNotTheThingFiled: 申请 or 提交 after 的 names the request
// filed (今年年假的申请, 我的申请), a noun the need asks about, not a verb
// asking to file one; the read of such requests answers it. 申请 opening
// the request (帮他申请…) still asks for the write.
func TestAsksForNotTheThingFiled(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"今年年假的申请，被驳回的有几个？", false},
		{"我的申请到哪一步了", false},
		{"帮 S55120 申请三天年假", true},
	} {
		if got := asksFor(tc.text); got != tc.want {
			t.Errorf("asksFor(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	cat := []toolspec.Spec{
		{Name: "list_leave_claims", Description: "List leave claims by staff member, year and status (pending, approved, refused).", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"staff_id":{"type":"string","pattern":"^S[0-9]{5}$"},"status":{"type":"string","enum":["pending","approved","refused"],"description":"pending (待审), approved (已批), refused (被驳回)"}}}`)},
		{Name: "submit_leave_claim", Description: "Submit a leave claim (申请) for a staff member.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"staff_id":{"type":"string","pattern":"^S[0-9]{5}$"},"days":{"type":"integer"}},"required":["staff_id","days"]}`)},
	}
	e := newEngine(t)
	for _, tc := range []struct {
		goal  string
		tools []string
	}{
		{"今年年假的申请，被驳回的有几个？", []string{"list_leave_claims"}},
		{"帮 S55120 申请三天年假", []string{"submit_leave_claim"}},
	} {
		if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
			t.Errorf("%s: tools %v, want %v", tc.goal, got, tc.tools)
		}
	}
}
