package embedded

import "testing"

// TestFillArgsNameAfterWithForAgent: the name after with fills a
// parameter named for the one who does the act (an instructor) whose
// description says it takes a name; a parameter for a place takes no
// such name.
func TestFillArgsNameAfterWithForAgent(t *testing.T) {
	const (
		lesson = `{"type":"object","properties":{"student_id":{"type":"string"},"instructor":{"type":"string","description":"The instructor's name."}}}`
		room   = `{"type":"object","properties":{"room":{"type":"string"},"requester":{"type":"string","description":"Requester's name."}}}`
		court  = `{"type":"object","properties":{"student_id":{"type":"string"},"court":{"type":"string","description":"Which court."}}}`
	)
	runFillCases(t, []fillCase{
		{"an agent named after with", "Book a tennis lesson on Sunday morning with Karen Holt", lesson, map[string]any{"instructor": "Karen Holt"}},
		{"the asker's own role", "Book room B2 for a design review with Anna Berg", room, map[string]any{"room": "B2"}},
		{"a place takes no name", "Book a tennis lesson on Sunday morning with Karen Holt", court, map[string]any{}},
	})
}
