package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsNameKeyword fills a keyword that matches names with a name
// the goal states, never with the whole request; a required keyword that
// searches any words still takes the request when nothing narrows it, an
// optional one is left out.
func TestFillArgsNameKeyword(t *testing.T) {
	const byName = `{"type":"object","properties":{"city":{"type":"string","enum":["paris","lyon"]},"keyword":{"type":"string","description":"Part of the clinic's name."}}}`
	const byWords = `{"type":"object","properties":{"city":{"type":"string","enum":["paris","lyon"]},"keyword":{"type":"string","description":"Words to search for."}},"required":["keyword"]}`
	const optional = `{"type":"object","properties":{"city":{"type":"string","enum":["paris","lyon"]},"keyword":{"type":"string","description":"Words to search for."}}}`
	tests := []struct {
		name, schema, goal string
		want               map[string]any
	}{
		{"no name stated", byName, "Which partner clinics in Paris open on Sundays", map[string]any{"city": "paris"}},
		{"a name asked about", byName, "Is Saint Mary Clinic in Lyon one of our partners?", map[string]any{"city": "lyon", "keyword": "Saint Mary"}},
		{"any words searched", byWords, "Which partner clinics in Paris open on Sundays", map[string]any{"city": "paris", "keyword": "Which partner clinics in Paris open on Sundays"}},
		{"an optional keyword takes no whole request", optional, "Which partner clinics in Paris open on Sundays", map[string]any{"city": "paris"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, "search_partner_clinics", tc.goal, tc.schema)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
