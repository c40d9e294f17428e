package embedded

import "testing"

// TestFillArgsRecipientVerbIsNoState: of two states a goal writes, the one
// written as a participle before whom the work went to names the work,
// not the state asked for.
func TestFillArgsRecipientVerbIsNoState(t *testing.T) {
	const orders = `{"type":"object","properties":{"status":{"type":"string","enum":["open","assigned","in_progress","closed"]}}}`
	runFillCases(t, []fillCase{
		{"the participle of whom it went to", "Show me everything assigned to T0412 that's still in progress.", orders, map[string]any{"status": "in_progress"}},
		{"a state before its participle", "open orders assigned to the night crew", orders, map[string]any{"status": "open"}},
		{"one participle is kept", "Show me everything assigned to T0412.", orders, map[string]any{"status": "assigned"}},
	})
}
