package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanFileOneNewThing: "open a …" or 开个…单 asks to file a new
// record, which the write that creates it serves, though "open" is also
// a status of the records a read lists; the list of open ones stays the
// read's.
func TestPlanFileOneNewThing(t *testing.T) {
	flat := `"flat_code":{"type":"string","description":"Flat code building-unit-room, e.g. 3-2-0501.","pattern":"^[0-9]{1,2}-[0-9]-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "list_repair_jobs", Description: "List repair jobs by flat, status and trade.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `,"status":{"type":"string","description":"Job status: open, assigned, done.","enum":["open","assigned","done"]},"trade":{"type":"string","enum":["plumbing","electrical","hvac"]}}}`)},
		{Name: "create_repair_job", Description: "Open a repair job for a flat; the help desk is notified and the tenant gets the job number.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `,"trade":{"type":"string","enum":["plumbing","electrical","hvac"]},"details":{"type":"string"}},"required":["flat_code","trade","details"]}`)},
		{Name: "list_fitters", Description: "List fitters by trade and the days they are free.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"trade":{"type":"string","enum":["plumbing","electrical","hvac"]}}}`)},
		{Name: "get_flat", Description: "One flat's record: building, size, tenant and lease.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `},"required":["flat_code"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Open a repair job for 3-2-0501: the kitchen tap is leaking and the tenant is in after 6pm", []string{"create_repair_job"}},
		{"List the open repair jobs for 3-2-0501", []string{"list_repair_jobs"}},
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

// TestFiledOwnObjectWrite: a need that asks to file one new thing and
// whose words chose the read listing things of that kind gets the one
// write on the same object, however far the read outscored it; a write on
// another thing of the kind (one shared word) and a need that only opens
// a record (打开个案) keep the read.
func TestFiledOwnObjectWrite(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "show_kiln_passes", Description: "Kiln passes granted, by site and date.", SideEffect: toolspec.Read},
		{Name: "grant_kiln_pass", Description: "Grant a kiln pass for a site.", SideEffect: toolspec.Write},
		{Name: "show_ferry_lendings", Description: "Ferry lendings out, by borrower.", SideEffect: toolspec.Read},
		{Name: "begin_swap_ferry_lending", Description: "Ask a partner for a swap ferry lending.", SideEffect: toolspec.Write},
	})
	tests := []struct {
		text, read, want string
		scores           []task.Score
	}{
		{"Log a kiln pass for site 12, hot work, today", "show_kiln_passes", "grant_kiln_pass",
			[]task.Score{{Tool: "show_kiln_passes", Score: 0.6}, {Tool: "grant_kiln_pass", Score: 0.15}}},
		{"给 12 号工地开个动火许可，今天用", "show_kiln_passes", "grant_kiln_pass",
			[]task.Score{{Tool: "show_kiln_passes", Score: 0.5}, {Tool: "grant_kiln_pass", Score: 0.1}}},
		{"Log a ferry lending for the reader, due Friday", "show_ferry_lendings", "show_ferry_lendings",
			[]task.Score{{Tool: "show_ferry_lendings", Score: 0.6}, {Tool: "begin_swap_ferry_lending", Score: 0.15}}},
		{"打开个案 12 的许可", "show_kiln_passes", "show_kiln_passes",
			[]task.Score{{Tool: "show_kiln_passes", Score: 0.6}, {Tool: "grant_kiln_pass", Score: 0.15}}},
	}
	for _, tc := range tests {
		checkFiled(t, byName, tc.read, tc.text, tc.scores, tc.want)
	}
}

// TestFiledRecordedOne: "record a …", a count of one event or sum after
// 报 or 登记 (报一起, 登记一笔) and an English filing verb before a Chinese
// measure word (record一条) ask to file one new thing too; 一起 that says
// "together" and "record" as a noun do not.
func TestFiledRecordedOne(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "show_kiln_mishaps", Description: "Kiln mishaps logged, by site and date.", SideEffect: toolspec.Read},
		{Name: "note_kiln_mishap", Description: "Note a kiln mishap at a site.", SideEffect: toolspec.Write},
	})
	scores := []task.Score{{Tool: "show_kiln_mishaps", Score: 0.6}, {Tool: "note_kiln_mishap", Score: 0.15}}
	tests := []struct{ text, want string }{
		{"Record a kiln mishap at site 12: cracked shelf, nobody hurt", "note_kiln_mishap"},
		{"报一起窑炉事故：12 号工地，窑板开裂，无人受伤", "note_kiln_mishap"},
		{"登记一笔窑炉事故，12 号工地", "note_kiln_mishap"},
		{"我们一起看下 12 号工地的窑炉事故", "show_kiln_mishaps"},
		{"record一条 kiln mishap：12 号工地，窑板开裂", "note_kiln_mishap"},
		{"record 里 12 号工地的 kiln mishap", "show_kiln_mishaps"},
	}
	for _, tc := range tests {
		checkFiled(t, byName, "show_kiln_mishaps", tc.text, scores, tc.want)
	}
}

// TestFiledRequestOfListedKind: "set up a …" asks to file one new thing
// too, and the write filing a request for a thing of the kind the chosen
// read lists (one word more after the read's object) serves it; a write
// whose verb files nothing, and a need that asks to list, keep the read.
func TestFiledRequestOfListedKind(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "list_kiln_passes", Description: "Kiln passes by site and status.", SideEffect: toolspec.Read},
		{Name: "create_kiln_pass_request", Description: "新建窑炉许可申请。", SideEffect: toolspec.Write},
		{Name: "review_kiln_pass_request", Description: "Approve or refuse a pass request.", SideEffect: toolspec.Write},
	})
	tests := []struct {
		text, want string
		scores     []task.Score
	}{
		{"Set up a kiln pass for site 12 from 1 Sept to 31 Jan", "create_kiln_pass_request",
			[]task.Score{{Tool: "list_kiln_passes", Score: 0.6}, {Tool: "create_kiln_pass_request", Score: 0.05}}},
		{"List the kiln passes set up for site 12", "list_kiln_passes",
			[]task.Score{{Tool: "list_kiln_passes", Score: 0.6}, {Tool: "create_kiln_pass_request", Score: 0.05}}},
		{"Set up a kiln pass for site 12 from 1 Sept to 31 Jan", "list_kiln_passes",
			[]task.Score{{Tool: "list_kiln_passes", Score: 0.6}, {Tool: "review_kiln_pass_request", Score: 0.05}}},
	}
	for _, tc := range tests {
		checkFiled(t, byName, "list_kiln_passes", tc.text, tc.scores, tc.want)
	}
}

// TestFiledAfterWhatHappened: "log a …" after a spaced dash that follows
// what happened files one new thing, through a write named report_…;
// "report" that is no request to file one (no article) keeps the read.
func TestFiledAfterWhatHappened(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "show_kiln_state", Description: "Kiln state: running, slowed or down.", SideEffect: toolspec.Read},
		{Name: "report_oven_fault", Description: "Report a fault on an oven or kiln.", SideEffect: toolspec.Write},
	})
	scores := []task.Score{{Tool: "show_kiln_state", Score: 0.4}, {Tool: "report_oven_fault", Score: 0.3}}
	tests := []struct{ text, want string }{
		{"the door on kiln K3 keeps failing to latch, kiln is slowed but still running - log a fault", "report_oven_fault"},
		{"kiln K3 state - report for this week", "show_kiln_state"},
	}
	for _, tc := range tests {
		checkFiled(t, byName, "show_kiln_state", tc.text, scores, tc.want)
	}
}

// checkFiled runs filedWrite on text, planned to read with scores, and
// checks the tool it leaves.
func checkFiled(t *testing.T, byName map[string]*toolspec.Spec, read, text string, scores []task.Score, want string) {
	t.Helper()
	st := task.Subtask{Tool: read, Scores: scores}
	filedWrite(&st, text, text, scores, byName)
	if st.Tool != want {
		t.Errorf("filedWrite(%q) = %q, want %q", text, st.Tool, want)
	}
}

// TestFiledByItsOwnVerb: a tool chosen for "file a …" whose name opens
// with that verb files the thing, though its name reads as a noun and no
// declared side effect says it writes (file_grievance); the write on its
// object that rules on grievances does not serve the need. A read named
// with another verb still gives way to that write.
func TestFiledByItsOwnVerb(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "file_grievance", Description: "File a grievance against a penalty for the member.", SideEffect: toolspec.Read},
		{Name: "show_grievance", Description: "One grievance with its status.", SideEffect: toolspec.Read},
		{Name: "rule_grievance", Description: "Record the ruling on a grievance.", SideEffect: toolspec.Write},
	})
	text := "File a grievance for penalty PN-20261032 — the member says the notice was late."
	tests := []struct{ read, want string }{
		{"file_grievance", "file_grievance"},
		{"show_grievance", "rule_grievance"},
	}
	for _, tc := range tests {
		scores := []task.Score{{Tool: tc.read, Score: 1}, {Tool: "rule_grievance", Score: 0.4}}
		checkFiled(t, byName, tc.read, text, scores, tc.want)
	}
}
