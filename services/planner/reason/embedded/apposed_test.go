package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsApposedNames gives a name parameter the name written right
// after the noun of what the tool handles or of the parameter itself, and
// leaves a name after another word alone.
func TestFillArgsApposedNames(t *testing.T) {
	const (
		members = `{"type":"object","properties":{"name":{"type":"string","description":"Full or partial name."},"club":{"type":"string","enum":["chess","tennis"]}}}`
		owners  = `{"type":"object","properties":{"owner_name":{"type":"string"},"city":{"type":"string"}}}`
	)
	e := newEngine(t)
	tests := []struct {
		name, tool, goal, params string
		want                     map[string]any
	}{
		{"after the tool's noun", "lookup_members", "look up member Ada Park in the chess club", members, map[string]any{"name": "Ada Park", "club": "chess"}},
		{"after the parameter's noun", "list_pets", "pets of owner Sam Reyes", owners, map[string]any{"owner_name": "Sam Reyes"}},
		{"after another word", "lookup_members", "look up tennis members who met Ada Park", members, map[string]any{"club": "tennis"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, tc.tool, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
