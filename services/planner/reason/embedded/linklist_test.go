package embedded

import "testing"

// TestFillArgsLinkList: a list parameter whose items are links or email
// addresses takes a link or an address the goal writes, and nothing
// else.
func TestFillArgsLinkList(t *testing.T) {
	const (
		report = `{"type":"object","properties":{"site_id":{"type":"string","pattern":"^S-\\d{3}$"},"level":{"type":"string","enum":["low","high"]},"image_links":{"type":"array","items":{"type":"string","format":"uri"}}}}`
		invite = `{"type":"object","properties":{"meeting_id":{"type":"string","pattern":"^MT-\\d{4}$"},"attendees":{"type":"array","items":{"type":"string","format":"email"}}}}`
	)
	runFillCases(t, []fillCase{
		{"one link", "S-104 的围栏倒了，图在 https://pics.example.org/a/77.png", report, map[string]any{"site_id": "S-104", "image_links": []any{"https://pics.example.org/a/77.png"}}},
		{"one address", "Add ops.lead@example.com to MT-2231", invite, map[string]any{"meeting_id": "MT-2231", "attendees": []any{"ops.lead@example.com"}}},
		// Must leave alone: a name is no link, and no address.
		{"a name for links", "S-104 fence down, photos from Ravi Kumar", report, map[string]any{"site_id": "S-104"}},
		{"a name for addresses", "Add Ravi Kumar to MT-2231", invite, map[string]any{"meeting_id": "MT-2231"}},
	})
}
