package embedded

import "testing"

// TestFillArgsPluralAfterPreposition names an enum value by its plural
// after a preposition, a possessive or 的, and a short value written in
// capitals by its plural.
func TestFillArgsPluralAfterPreposition(t *testing.T) {
	const (
		kind  = `{"type":"object","properties":{"kind":{"type":"string","enum":["toll","parking_fine","speeding","other"]}}}`
		class = `{"type":"object","properties":{"class":{"type":"string","enum":["economy","suv","ev"]}}}`
		state = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"after a preposition", "how many charges come from tolls", kind, map[string]any{"kind": "toll"}},
		{"a plural before a noun after the", "put it on top of the tolls list", kind, map[string]any{}},
		{"after 的", "上个月的 tolls 有多少", kind, map[string]any{"kind": "toll"}},
		{"a capitalised short value", "what promos can be used on EVs", class, map[string]any{"class": "ev"}},
		{"another one", "how many SUVs are free", class, map[string]any{"class": "suv"}},
		{"a verb after its subject", "tell me when the shop opens", state, map[string]any{}},
		{"a short value in lower case is a word", "what evs are there", class, map[string]any{}},
	})
}

// TestFillArgsPluralAfterTheOrParticiple names an enum value by its plural
// after "the" or a participle, and not by a verb after its subject.
func TestFillArgsPluralAfterTheOrParticiple(t *testing.T) {
	const (
		bird  = `{"type":"object","properties":{"bird":{"type":"string","enum":["gull","heron","other"]}}}`
		state = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"after the", "count the herons seen on the lake today", bird, map[string]any{"bird": "heron"}},
		{"after a participle", "Injured gulls on the pier, three of them", bird, map[string]any{"bird": "gull"}},
		{"a verb after its subject", "tell me when the kiosk opens", state, map[string]any{}},
	})
}
