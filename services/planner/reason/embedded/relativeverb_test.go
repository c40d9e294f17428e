package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestDropRelativeVerbs: a part that goes on with the relative clause of
// the part before it loses its tool; a request of its own keeps it.
func TestDropRelativeVerbs(t *testing.T) {
	prev := intent{texts: []string{"Help me build a small robot that waters the tomato plants every morning"}}
	tests := []struct {
		name, prev, text string
		want             string
	}{
		{"goes on with the clause", "Help me build a small robot that waters the tomato plants every morning", "sends an email when the barrel runs dry", ""},
		{"after an adverb", "I want a lamp which slowly brightens at dawn", "plays birdsong too", ""},
		// Left alone: an imperative of its own, a plural noun, no relative clause.
		{"an imperative", "Help me build a small robot that waters the tomato plants every morning", "send an email when the barrel runs dry", "mail_sender"},
		{"no relative clause", "Help me build a small robot for the tomato plants", "sends an email when the barrel runs dry", "mail_sender"},
		{"plural relative verb", "I need tools that water the plants", "sends an email when the barrel runs dry", "mail_sender"},
		{"not a verb", "Help me build a robot that waters the plants", "this email should reach me", "mail_sender"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			prev.texts[0] = tc.prev
			in := []intent{prev, {texts: []string{tc.text}, st: task.Subtask{Tool: "mail_sender"}}}
			dropRelativeVerbs(in)
			if got := in[1].st.Tool; got != tc.want {
				t.Errorf("tool %q, want %q", got, tc.want)
			}
		})
	}
}
