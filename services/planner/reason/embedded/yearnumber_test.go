package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsYearBeforeNoun checks that a year written as a bare number
// fills a parameter that takes a calendar year with no cue word beside it.
func TestFillArgsYearBeforeNoun(t *testing.T) {
	const bike = `{"type":"object","properties":{"price":{"type":"number","description":"Asking price in EUR."},"build_year":{"type":"integer","description":"Year the frame was built."}}}`
	tests := []struct {
		name, goal string
		want       map[string]any
	}{
		{"before its noun", "Insure a 2019 road bike worth 1,200 euros", map[string]any{"build_year": int64(2019), "price": 1200.0}},
		{"after in", "Insure a road bike built in 2019", map[string]any{"build_year": int64(2019)}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, bike)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
