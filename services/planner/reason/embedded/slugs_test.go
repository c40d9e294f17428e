package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsHyphenatedNames fills a parameter whose pattern takes
// lower-case names joined by hyphens with such a name, and leaves words
// written that way to parameters without a pattern alone.
func TestFillArgsHyphenatedNames(t *testing.T) {
	const (
		bounce = `{"type":"object","properties":{"app":{"type":"string","description":"Application name.","pattern":"^[a-z][a-z0-9-]{1,30}$"},"cluster":{"type":"string","enum":["east","west"]}},"required":["app","cluster"]}`
		notes  = `{"type":"object","properties":{"topic":{"type":"string","description":"What the note is about."}},"required":["topic"]}`
	)
	e := newEngine(t)
	tests := []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"a name the pattern takes", "Bounce checkout-web on the west cluster", bounce, map[string]any{"app": "checkout-web", "cluster": "west"}},
		{"the first of two names", "Bounce search-indexer in east and then bounce cart-svc in west", bounce, map[string]any{"app": "search-indexer", "cluster": "east"}},
		{"no pattern, no name", "jot down a follow-up", notes, map[string]any{}},
		{"a compound of the sentence is no name", "Bounce the on-call dashboard on the west cluster", bounce, map[string]any{"cluster": "west"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("fill(%q) = %v, want %v", tc.goal, got, tc.want)
			}
		})
	}
}

// TestFillArgsDashedDigitCodes fills a parameter whose pattern takes
// groups of digits joined by hyphens with such a code, and keeps the
// code's digits out of the numbers the goal states.
func TestFillArgsDashedDigitCodes(t *testing.T) {
	const (
		locker = `{"type":"object","properties":{"locker":{"type":"string","description":"Locker as row-column-slot.","pattern":"^[0-9]{1,2}-[0-9]{1,2}-[0-9]{3}$"},"weight_kg":{"type":"number","description":"Parcel weight."}},"required":["locker"]}`
	)
	e := newEngine(t)
	tests := []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"a code the pattern takes", "Reserve locker 4-12-007 for a parcel of 3.5 kg", locker, map[string]any{"locker": "4-12-007", "weight_kg": 3.5}},
		{"in Chinese", "4-2-118 号柜放一个 2 公斤的包裹", locker, map[string]any{"locker": "4-2-118", "weight_kg": 2.0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("fill(%q) = %v, want %v", tc.goal, got, tc.want)
			}
		})
	}
}
