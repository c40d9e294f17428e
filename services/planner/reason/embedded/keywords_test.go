package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsObjectKeyword fills a search keyword with the words that
// narrow the object the tool is named for ("the almond butter products", "suppliers
// of frozen dumplings"), not the whole request.
func TestFillArgsObjectKeyword(t *testing.T) {
	const search = `{"type":"object","properties":{"keyword":{"type":"string","description":"Words of the name, full or part."}}}`
	tests := []struct {
		name, tool, goal string
		want             map[string]any
	}{
		{"words before the object", "find_products", "Find all the almond butter products we stock", map[string]any{"keyword": "almond butter"}},
		{"words after the object and of", "find_suppliers", "Look up suppliers of frozen dumplings for me", map[string]any{"keyword": "frozen dumplings"}},
		{"words after of, up to a preposition", "find_suppliers", "Look up suppliers of frozen dumplings across the region", map[string]any{"keyword": "frozen dumplings"}},
		{"words after of, up to a later preposition", "find_suppliers", "Look up suppliers of frozen pork dumplings through the year", map[string]any{"keyword": "frozen pork dumplings"}},
		{"no object named: a name keyword takes no request", "find_products", "What do we have that is gluten free", map[string]any{}},
		{"nothing narrows the object", "find_products", "Find all our products", map[string]any{}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, tc.tool, tc.goal, search)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestFillArgsHanObjectKeyword fills a search keyword with what a Chinese
// need says the tool's object supplies or sells (供应商能供散装面粉).
func TestFillArgsHanObjectKeyword(t *testing.T) {
	const search = `{"type":"object","properties":{"keyword":{"type":"string","description":"Supplier name or product words."}}}`
	tests := []struct {
		name, goal string
		want       map[string]any
	}{
		{"what the object can supply", "帮我看看哪些供应商能供散装面粉", map[string]any{"keyword": "散装面粉"}},
		{"what the object provides, asked", "哪些供应商可以提供有机大米？", map[string]any{"keyword": "有机大米"}},
		{"nothing after the object", "帮我找一下供应商", map[string]any{}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, "find_vendors", tc.goal, search)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
