package embedded

import (
	"reflect"
	"testing"
	"time"
)

// TestGoalValuesKeepIdentifiersWhole: an identifier whose digits look like
// a date (INV-2025-11870, APT-2025-0412) is one value wherever it stands,
// and a date written out is still no value.
func TestGoalValuesKeepIdentifiersWhole(t *testing.T) {
	const (
		invoice = `{"type":"object","properties":{"invoice_id":{"type":"string","pattern":"^INV-[0-9]{4}-[0-9]{5}$"}},"required":["invoice_id"]}`
		visit   = `{"type":"object","properties":{"visit_id":{"type":"string","description":"Visit ID, e.g. APT-2025-0412."},"limit":{"type":"integer"}},"required":["visit_id"]}`
		orders  = `{"type":"object","properties":{"code":{"type":"string","pattern":"^[A-Z]{2,4}-[0-9]{2,6}$"},"limit":{"type":"integer"}}}`
	)
	e := New(Options{Now: func() time.Time { return time.Date(2025, 9, 17, 9, 30, 0, 0, time.FixedZone("CST", 8*3600)) }, Location: time.FixedZone("CST", 8*3600)})
	tests := []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"an identifier opening a Chinese goal", "INV-2025-11870 的余额还剩多少", invoice, map[string]any{"invoice_id": "INV-2025-11870"}},
		{"an identifier opening an English goal", "INV-2025-11870 balance", invoice, map[string]any{"invoice_id": "INV-2025-11870"}},
		{"an example's shape, first word", "APT-2025-0412 status", visit, map[string]any{"visit_id": "APT-2025-0412"}},
		{"a date at the start is still a date", "2025-04-12 的单子", orders, map[string]any{}},
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

// TestDateParameterWithWordEnum: a date parameter whose enum names its
// days in words takes the word the goal uses, not a resolved day; one
// without an enum still takes the day.
func TestDateParameterWithWordEnum(t *testing.T) {
	const (
		words = `{"type":"object","properties":{"genre":{"type":"string"},"date":{"type":"string","description":"Date of the concert.","enum":["this weekend","today","tomorrow"]}},"required":["date"]}`
		days  = `{"type":"object","properties":{"genre":{"type":"string"},"date":{"type":"string","description":"Date of the concert."}},"required":["date"]}`
	)
	e := New(Options{Now: func() time.Time { return time.Date(2025, 3, 12, 10, 0, 0, 0, time.UTC) }, Location: time.UTC})
	tests := []struct {
		name, goal, params string
		want               any
	}{
		{"a weekend by its word", "Find me a classical concert this weekend", words, "this weekend"},
		{"a day by its word", "Find me a jazz concert tomorrow", words, "tomorrow"},
		{"no enum: the day", "Find me a classical concert this weekend", days, "2025-03-15"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, tc.params)
			if got["date"] != tc.want {
				t.Errorf("fill(%q) date = %v, want %v", tc.goal, got["date"], tc.want)
			}
		})
	}
}
