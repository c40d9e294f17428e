package embedded

import "testing"

// TestFillArgsSwitchFlag sets a flag that switches a thing on or off by
// the verb the goal turns it with.
func TestFillArgsSwitchFlag(t *testing.T) {
	const (
		roam  = `{"type":"object","properties":{"line":{"type":"string","pattern":"^1[0-9]{10}$"},"enabled":{"type":"boolean","description":"true to open roaming (开通), false to close it (关闭)."}}}`
		rule  = `{"type":"object","properties":{"rule_id":{"type":"string","pattern":"^R-[0-9]{3}$"},"state":{"type":"boolean","description":"true to enable the rule, false to disable it."}}}`
		alert = `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^A-[0-9]+$"},"alert_enabled":{"type":"boolean","description":"Whether alerts are on."}}}`
		note  = `{"type":"object","properties":{"line":{"type":"string","pattern":"^1[0-9]{10}$"},"notify_enabled":{"type":"boolean","description":"Send a notice."}}}`
		close = `{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^T-[0-9]+$"},"notify_enabled":{"type":"boolean","description":"Send the customer a notice."}}}`
		alarm = `{"type":"object","properties":{"device":{"type":"string","pattern":"^D-[0-9]+$"},"alarm_enabled":{"type":"boolean","description":"Whether the alarm (报警) is on."}}}`
		keep  = `{"type":"object","properties":{"line":{"type":"string","pattern":"^1[0-9]{10}$"},"keep_number":{"type":"boolean","description":"Keep the old number."}}}`
	)
	runFillCases(t, []fillCase{
		{"turn off before a number", "turn off roaming on 13706581943", roam, map[string]any{"line": "13706581943", "enabled": false}},
		{"关掉", "把17757316620的国际漫游关掉", roam, map[string]any{"line": "17757316620", "enabled": false}},
		{"turn on", "turn on international roaming for 19857124408", roam, map[string]any{"line": "19857124408", "enabled": true}},
		{"a described switch", "disable rule R-101", rule, map[string]any{"rule_id": "R-101", "state": false}},
		{"a negated verb sets nothing", "don't turn off roaming on 13706581943", roam, map[string]any{"line": "13706581943"}},
		{"both verbs set nothing", "turn off roaming on 13706581943 and turn on data", roam, map[string]any{"line": "13706581943"}},
		{"off sets a named switch before its name does", "turn off the alert for order A-1", alert, map[string]any{"order_id": "A-1", "alert_enabled": false}},
		{"an on that opens a place", "turn in the report on 13706581943", roam, map[string]any{"line": "13706581943"}},
		{"switch plans on a line", "switch plans on 13706581943", roam, map[string]any{"line": "13706581943"}},
		{"an on that ends the phrase", "turn roaming on for 13706581943", roam, map[string]any{"line": "13706581943", "enabled": true}},
		{"a switch of a thing not named", "turn off roaming on 13706581943", note, map[string]any{"line": "13706581943"}},
		{"a Chinese verb of a thing not named", "关闭工单T-1", close, map[string]any{"ticket_id": "T-1"}},
		{"a thing named in the description's Chinese", "把D-1的报警关掉", alarm, map[string]any{"device": "D-1", "alarm_enabled": false}},
		{"a flag that is no switch", "turn off roaming on 13706581943", keep, map[string]any{"line": "13706581943"}},
	})
}
