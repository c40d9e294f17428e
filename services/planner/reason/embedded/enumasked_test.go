package embedded

import "testing"

func TestFillArgsEnumAskedState(t *testing.T) {
	const quotes = `{"type":"object","properties":{"quote_no":{"type":"string","description":"Quote number, e.g. QT-123456."},"status":{"type":"string","enum":["sent","accepted","declined","expired"]}}}`
	runFillCases(t, []fillCase{
		{"a yes-or-no question of a named quote's state", "Has quote QT-220958 been accepted yet?", quotes, map[string]any{"quote_no": "QT-220958"}},
		{"asked of it in a second sentence", "Where's quote QT-220958? Has it been declined?", quotes, map[string]any{"quote_no": "QT-220958"}},
		{"a question for the quotes in a state stays", "Which quotes were accepted last month?", quotes, map[string]any{"status": "accepted"}},
		{"are there any: a filter", "Are there any declined quotes for QT-220958?", quotes, map[string]any{"quote_no": "QT-220958", "status": "declined"}},
	})
}
