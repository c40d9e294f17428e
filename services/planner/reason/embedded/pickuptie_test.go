package embedded

import "testing"

// TestFillArgsHanPickupTiesDate: 取件 or 来取 next to the goal's one date
// dates the pickup, as 送到 dates a delivery.
func TestFillArgsHanPickupTiesDate(t *testing.T) {
	const parcel = `{"type":"object","properties":{"parcel_id":{"type":"string","pattern":"^PC-\\d{4}$"},"date":{"type":"string","format":"date"},"pickup_date":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"a date then 取件", "PC-1024 我3月20日来取件", parcel, map[string]any{"parcel_id": "PC-1024", "pickup_date": "2025-03-20"}},
		{"取货 then a date", "PC-1024 取货改到3月20日", parcel, map[string]any{"parcel_id": "PC-1024", "pickup_date": "2025-03-20"}},
		// Must leave alone: no event named, the plain date.
		{"a lone date", "PC-1024 3月20日的记录", parcel, map[string]any{"parcel_id": "PC-1024", "date": "2025-03-20"}},
	})
}
