package embedded

import "testing"

// TestFillArgsNegatedDefinition names the value a description defines as
// a thing not done by the goal negating that verb, and leaves a goal that
// does not negate it or negates it of the asker.
func TestFillArgsNegatedDefinition(t *testing.T) {
	const forms = `{"type":"object","properties":{"state":{"type":"string","enum":["outstanding","received","checked"],"description":"outstanding = not returned by the tenant; received = waiting for a check; checked = checked."}}}`
	runFillCases(t, []fillCase{
		{"a negated verb", "Which tenants haven't returned their inventory form?", forms, map[string]any{"state": "outstanding"}},
		{"the verb not negated", "Which tenants returned their inventory form?", forms, map[string]any{}},
		{"a verb the asker is not done", "The landlord hasn't returned my call; show the tenant forms", forms, map[string]any{}},
		{"a verb the asker did not do", "I did not return from leave until today, show tenant forms", forms, map[string]any{}},
		{"a verb negated in a request", "Show me the tenants who have not returned the form", forms, map[string]any{"state": "outstanding"}},
	})
}
