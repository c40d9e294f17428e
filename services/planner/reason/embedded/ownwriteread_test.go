package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// repairDeskCatalog is a works desk's tools: repair tickets filed and
// listed, machines taken out of service and their meters read.
func repairDeskCatalog() []toolspec.Spec {
	asset := `"asset_id":{"type":"string","pattern":"^AS-[0-9]{5}$","description":"Asset number, e.g. AS-20417."}`
	prio := `"priority":{"type":"string","enum":["P1","P2","P3"],"description":"P1 = within 4 hours, P3 = planned."}`
	return []toolspec.Spec{
		{Name: "open_boiler_fault", Description: "Open a repair ticket (维修单) for an asset.", SideEffect: toolspec.Write,
			Parameters: objectSchema(asset+`,"fault":{"type":"string","enum":["leak","noise","electrical","other"]},`+prio+`,"due_date":{"type":"string","format":"date","description":"Needed by."}`, `"asset_id","fault"`)},
		{Name: "list_boiler_faults", Description: "List repair tickets by status, priority or asset.", SideEffect: toolspec.Read,
			Parameters: objectSchema(asset+`,"status":{"type":"string","enum":["open","closed"]},`+prio, ``)},
		{Name: "set_boiler_service", Description: "Take an asset out of service (停用) or put it back.", SideEffect: toolspec.Write,
			Parameters: objectSchema(asset+`,"in_service":{"type":"boolean"}`, `"asset_id","in_service"`)},
		{Name: "get_boiler_meter", Description: "Read an asset's meter readings (读数).", SideEffect: toolspec.Read,
			Parameters: objectSchema(asset, `"asset_id"`)},
	}
}

// TestValuesOfAFiledRecordJoinIt: a part after a write that only states
// values of the record it files (优先级P1, "priority P2") fits the read
// of the same records by their shared words; it is no look of its own.
func TestValuesOfAFiledRecordJoinIt(t *testing.T) {
	checkPlans(t, repairDeskCatalog(), []planCase{
		{"priority after a new ticket", "给 AS-20417 开个漏水的维修单，优先级P1", []string{"open_boiler_fault"}},
		{"priority after a stop and a new ticket", "把 AS-20417 停用，顺便开个漏水的维修单，优先级P2", []string{"set_boiler_service", "open_boiler_fault"}},
	})
}

// TestOwnLooksAfterAFiledRecordStay: a part after the write that asks to
// look (然后查一下, list), or names an object of its own, stays a step.
func TestOwnLooksAfterAFiledRecordStay(t *testing.T) {
	checkPlans(t, repairDeskCatalog(), []planCase{
		{"then a look", "给 AS-20417 开个漏水的维修单，然后查一下 AS-20417 还没关的维修单", []string{"open_boiler_fault", "list_boiler_faults"}},
		{"a look in English", "Open a leak repair ticket for AS-20417, and list the open repair tickets of AS-20418", []string{"open_boiler_fault", "list_boiler_faults"}},
	})
}
