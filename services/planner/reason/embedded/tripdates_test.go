package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsTripDates fills a trip's departure with the start of the
// stated range and its return with the end.
func TestFillArgsTripDates(t *testing.T) {
	tests := []struct {
		name, params, goal string
		want               map[string]any
	}{
		{"depart and return", `{"type":"object","properties":{"depart_date":{"type":"string","format":"date"},"return_date":{"type":"string","format":"date"}}}`,
			"Price a trip from March 20 to March 27", map[string]any{"depart_date": "2025-03-20", "return_date": "2025-03-27"}},
		{"departure and inbound", `{"type":"object","properties":{"departure":{"type":"string","format":"date"},"inbound":{"type":"string","format":"date"}}}`,
			"Price a trip from March 20 to March 27", map[string]any{"departure": "2025-03-20", "inbound": "2025-03-27"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, "price_trip", tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
