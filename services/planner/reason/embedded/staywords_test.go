package embedded

import "testing"

// TestFillArgsStayWordsNameEnds reads a stay's pick-up and admission as
// its start and its discharge as its end.
func TestFillArgsStayWordsNameEnds(t *testing.T) {
	const (
		change = `{"type":"object","properties":{"booking":{"type":"string","pattern":"^BK-[0-9]{4}$"},"pickup_time":{"type":"string","format":"date-time"},"return_time":{"type":"string","format":"date-time"}}}`
		ward   = `{"type":"object","properties":{"admit_date":{"type":"string","format":"date"},"expected_discharge":{"type":"string","format":"date"}}}`
		search = `{"type":"object","properties":{"pickup_from":{"type":"string","format":"date"},"pickup_to":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"a later return", "BK-2231 的还车推迟到周五下午4点", change, map[string]any{"booking": "BK-2231", "return_time": "2025-03-14T16:00:00+08:00"}},
		{"a stay over days", "这周六到下周一寄养这只狗", ward, map[string]any{"admit_date": "2025-03-15", "expected_discharge": "2025-03-17"}},
		// leave alone: endpoint words rule over the stay word
		{"pick-ups between two days", "pickups between March 12 and March 14", search, map[string]any{"pickup_from": "2025-03-12", "pickup_to": "2025-03-14"}},
	})
}
