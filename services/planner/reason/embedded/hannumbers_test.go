package embedded

import "testing"

func TestFillArgsHanNumberCue(t *testing.T) {
	const lease = `{"type":"object","properties":{"contract":{"type":"string","pattern":"^C-[0-9]{5}$"},"new_rent":{"type":"integer","description":"New rent in yuan."},"deposit":{"type":"integer","description":"Deposit in yuan."}},"required":["contract"]}`
	const two = `{"type":"object","properties":{"old_rent":{"type":"integer"},"new_rent":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"a noun and a change to its number", "C-10021 的房租调到4200", lease, map[string]any{"contract": "C-10021", "new_rent": int64(4200)}},
		{"a noun with a colon", "C-10021 押金：8400", lease, map[string]any{"contract": "C-10021", "deposit": int64(8400)}},
		{"a noun two parameters share names neither", "房租调到4200", two, map[string]any{}},
	})
}
