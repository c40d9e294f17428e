package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestDropSearchEchoes: a search text that only repeats an enum
// argument's value or the tool's own name is dropped; a real keyword
// stays.
func TestDropSearchEchoes(t *testing.T) {
	const (
		members = `{"type":"object","properties":{"query":{"type":"string","description":"Name or number"},"grade":{"type":"string","enum":["bronze","gold","platinum"]}}}`
		found   = `{"type":"object","properties":{"keyword":{"type":"string","description":"Word in the description"},"kind":{"type":"string","enum":["bag","umbrella","keys"]}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, tool, goal, params, key string
		want                          any
	}{
		{"an enum's value is no query", "find_widget_holders", "list gold holders whose cards expire in June", members, "query", nil},
		{"the tool's own words are no keyword", "search_found_widgets", "Were any umbrellas handed in to found widgets last weekend?", found, "keyword", nil},
		{"leave alone: a query of its own", "find_widget_holders", "find gold holders named \"Becker\"", members, "query", "Becker"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, &toolspec.Spec{Name: tc.tool, Parameters: json.RawMessage(tc.params)})
			if got := args[tc.key]; got != tc.want {
				t.Errorf("%s = %#v, want %#v (args %v)", tc.key, got, tc.want, args)
			}
		})
	}
}
