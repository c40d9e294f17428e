package embedded

import "testing"

// TestFillArgsLabHead: the name whose lab the goal speaks of, or the one
// with an academic title, fills the lead's parameter; the bare name is
// the person's own.
func TestFillArgsLabHead(t *testing.T) {
	const (
		enrol = `{"type":"object","properties":{"full_name":{"type":"string"},"pi_name":{"type":"string"}},"required":["full_name","pi_name"]}`
		lab   = `{"type":"object","properties":{"pi_name":{"type":"string"},"note":{"type":"integer"}}}`
	)
	runFillCases(t, []fillCase{
		{"a titled name is the lead", "Enrol Maya Lund as a visiting student working with Prof. Tomas Berg", enrol, map[string]any{"full_name": "Maya Lund", "pi_name": "Tomas Berg"}},
		{"a possessive lab", "Show the widgets of Dr. Halvorsen's lab", lab, map[string]any{"pi_name": "Dr. Halvorsen"}},
		{"the name before lab", "How much space does the Halvorsen lab use?", lab, map[string]any{"pi_name": "Halvorsen"}},
		{"leave alone: a lab named by no one", "Show the widgets of the lab", lab, map[string]any{}},
	})
}

// TestFillArgsLabHeadSubjectLab: a bare capital before lab may be the
// lab's subject; a titled name elsewhere in the goal is the head.
func TestFillArgsLabHeadSubjectLab(t *testing.T) {
	const pi = `{"type":"object","properties":{"pi_name":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a subject lab and a titled name", "Add Wang Lei to the Physics lab, supervised by Dr. Zhou", pi, map[string]any{"pi_name": "Dr. Zhou"}},
		{"leave alone: a bare lab alone", "Add Wang Lei to the Okafor lab", pi, map[string]any{"pi_name": "Okafor"}},
	})
}
