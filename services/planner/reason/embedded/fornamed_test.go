package embedded

import "testing"

func TestFillArgsFullNameAfterFor(t *testing.T) {
	const tasks = `{"type":"object","properties":{"state":{"type":"string","enum":["open","paused","closed"]},"assignee":{"type":"string","description":"技师姓名"}}}`
	const vendors = `{"type":"object","properties":{"state":{"type":"string","enum":["open","paused","closed"]},"vendor":{"type":"string","description":"供应商名称"}}}`
	runFillCases(t, []fillCase{
		{"a name after for", "repair tasks for Maria Lopez that are paused?", tasks, map[string]any{"assignee": "Maria Lopez", "state": "paused"}},
		// Must leave alone: a thing's 名称, and no name after for.
		{"a thing's name", "repair tasks for Maria Lopez that are paused?", vendors, map[string]any{"state": "paused"}},
		{"no name", "repair tasks for today that are paused?", tasks, map[string]any{"state": "paused"}},
	})
}
