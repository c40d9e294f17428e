package embedded

import "testing"

// TestFillArgsChangedTo gives the field a request names the quoted value
// it sets that field to.
func TestFillArgsChangedTo(t *testing.T) {
	const draft = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{4}$"},"headline":{"type":"string"},"standfirst":{"type":"string"},"body":{"type":"string"}},"required":["doc_id"]}`
	runFillCases(t, []fillCase{
		{"on an id", "Change the standfirst on DOC-0001 to 'Regulators move to cap lithium exports'", draft, map[string]any{"doc_id": "DOC-0001", "standfirst": "Regulators move to cap lithium exports"}},
		{"set to", "Set the standfirst of DOC-0001 to “Rates hold steady”", draft, map[string]any{"doc_id": "DOC-0001", "standfirst": "Rates hold steady"}},
		{"headline", "Change the headline on DOC-0001 to 'Storm nears'", draft, map[string]any{"doc_id": "DOC-0001", "headline": "Storm nears"}},
		// A field the tool has no parameter for takes nothing.
		{"no such field", "Change the byline on DOC-0001 to 'Staff'", draft, map[string]any{"doc_id": "DOC-0001"}},
	})
}
