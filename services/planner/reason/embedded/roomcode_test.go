package embedded

import "testing"

// TestFillArgsRoomCode: a free-text parameter named for a room takes the
// one code shaped as a room number (a letter and three or four digits);
// with two such codes the goal says not which, and a code of another
// shape is no room.
func TestFillArgsRoomCode(t *testing.T) {
	const ticket = `{"type":"object","properties":{"room":{"type":"string","description":"Room number or area name"},"category":{"type":"string","enum":["plumbing","electrical","other"]}}}`
	runFillCases(t, []fillCase{
		{"a Chinese goal", "B214卫生间水龙头漏水，报个修", ticket, map[string]any{"room": "B214", "category": "plumbing"}},
		{"after in", "The lamp in D1207 keeps flickering", ticket, map[string]any{"room": "D1207"}},
		{"two room codes", "B214 和 B215 的灯都坏了", ticket, map[string]any{}},
		{"another shape", "WO-30211 的灯坏了", ticket, map[string]any{}},
	})
}
