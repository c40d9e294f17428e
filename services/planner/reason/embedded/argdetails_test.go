package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// bulletinCatalog is a notice board's tools: bulletins written, labelled,
// read back and sent out as alerts, and a courier sent to a site.
func bulletinCatalog() []toolspec.Spec {
	id := `"bulletin_id":{"type":"string","pattern":"^BL-[0-9]{5}$","description":"Bulletin ID, e.g. BL-10233."}`
	return []toolspec.Spec{
		{Name: "create_bulletin", Description: "Create a new bulletin draft (新建公告) with its title, author and body.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"title":{"type":"string","description":"Title (标题)."},"author_code":{"type":"string","pattern":"^AU-[0-9]{4}$","description":"Author (署名), e.g. AU-0213."},"body":{"type":"string","description":"Body text."}`, `"title"`)},
		{Name: "add_bulletin_labels", Description: "Add labels (标签) to a bulletin.", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"labels":{"type":"array","items":{"type":"string"},"description":"Labels to add."}`, `"bulletin_id","labels"`)},
		{Name: "edit_bulletin", Description: "Edit a bulletin's title or text before it goes out.", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"title":{"type":"string"},"text":{"type":"string"}`, `"bulletin_id"`)},
		{Name: "get_bulletin", Description: "Read one bulletin: title, author, labels, status.", SideEffect: toolspec.Read,
			Parameters: objectSchema(id, `"bulletin_id"`)},
		{Name: "send_bulletin_alert", Description: "Send an urgent alert for a bulletin to readers' phones.", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"alert_text":{"type":"string","description":"Text of the alert."},"audience":{"type":"string","enum":["everyone","members"],"description":"Who gets it: everyone, or paying members only."}`, `"bulletin_id","alert_text"`)},
		{Name: "list_author_bulletins", Description: "List the bulletins an author (作者) wrote.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"author_code":{"type":"string","pattern":"^AU-[0-9]{4}$","description":"Author, e.g. AU-0213."}`, `"author_code"`)},
		{Name: "dispatch_courier", Description: "Send a courier (派送) to a site on a day.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"courier_id":{"type":"string","pattern":"^CR-[0-9]{3}$","description":"Courier."},"date":{"type":"string","format":"date"}`, `"courier_id"`)},
	}
}

// TestDetailOfTheCallJoinsIt: a part after a step that only states
// values the step's call takes (标题《…》, 署名 AU-0213, text '…') says how
// the step is done: it is no second step, whatever tool its own words
// fit.
func TestDetailOfTheCallJoinsIt(t *testing.T) {
	checkPlans(t, bulletinCatalog(), []planCase{
		{"title and author after a new bulletin", "帮我新建个公告，标题《暴雨今夜抵达沿海》，署名 AU-0213", []string{"create_bulletin"}},
		{"title, body and author of a new bulletin", "新建个公告，标题《暴雨今夜抵达沿海》，正文“请居民减少外出”，署名 AU-0213", []string{"create_bulletin"}},
		{"quoted text after an alert", "Urgent alert for BL-10233, text 'Storm reaches the coast tonight'", []string{"send_bulletin_alert"}},
	})
}

// TestDetailJoinLeavesStepsAlone: a part that comes next in turn, or
// whose own tool takes a value the step's call does not, stays a step.
func TestDetailJoinLeavesStepsAlone(t *testing.T) {
	checkPlans(t, bulletinCatalog(), []planCase{
		{"then a step", "给 BL-10233 加上“天气”“沿海”两个标签，然后发个紧急提醒，内容是“暴雨今夜抵达”", []string{"add_bulletin_labels", "send_bulletin_alert"}},
		{"own value of its own write", "Urgent alert for BL-10233, text 'Storm tonight'; dispatch CR-101 tomorrow", []string{"send_bulletin_alert", "dispatch_courier"}},
	})
}

// caseDeskCatalog is a help desk's tools: cases opened, handed to a user,
// read and listed by user.
func caseDeskCatalog() []toolspec.Spec {
	id := `"case_id":{"type":"string","pattern":"^KS-[0-9]{4}$","description":"Case ID, e.g. KS-1001."}`
	user := `"user_id":{"type":"string","pattern":"^U-[0-9]{4}$","description":"User, e.g. U-1001."}`
	return []toolspec.Spec{
		{Name: "open_desk_case", Description: "Open a new case (新建工单) with title, assignee and priority.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"title":{"type":"string","description":"Title (标题)."},"assignee":{"type":"string","pattern":"^U-[0-9]{4}$","description":"Assignee user ID."},"priority":{"type":"string","enum":["low","high"]}`, `"title"`)},
		{Name: "hand_desk_case", Description: "Hand a case to a user (指派).", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"assignee":{"type":"string","pattern":"^U-[0-9]{4}$"}`, `"case_id","assignee"`)},
		{Name: "read_desk_case", Description: "Read one case: title, status, assignee.", SideEffect: toolspec.Read,
			Parameters: objectSchema(id, `"case_id"`)},
		{Name: "list_user_desk_cases", Description: "List the cases assigned to a user (名下的工单).", SideEffect: toolspec.Read,
			Parameters: objectSchema(user, `"user_id"`)},
	}
}

// TestDetailJoinLeavesALookUp: a Chinese part that asks to look up what a
// value of the step names (查, 列出) is a step of its own.
func TestDetailJoinLeavesALookUp(t *testing.T) {
	checkPlans(t, caseDeskCatalog(), []planCase{
		{"a listing after a new case", "新建个工单，标题《打印机坏了》，指派 U-1001，列出 U-1001 名下的工单", []string{"open_desk_case", "list_user_desk_cases"}},
		{"a check after handing a case", "把 KS-1001 指派给 U-1001，查 U-1001 名下工单", []string{"hand_desk_case", "list_user_desk_cases"}},
		// must leave alone: values of the step's call join it
		{"an assignee after a new case", "新建个工单，标题《打印机坏了》，负责人 U-1001", []string{"open_desk_case"}},
	})
}
