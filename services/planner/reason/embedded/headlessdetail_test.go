package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestDropHeadlessDetails: an item after "including" keeps its tool only
// where the need it details scores that tool too, or names nothing.
func TestDropHeadlessDetails(t *testing.T) {
	scored := func(tool string, s float64) []task.Score { return []task.Score{{Tool: tool, Score: s}} }
	head := func(text string, scores []task.Score) intent {
		return intent{texts: []string{text}, st: task.Subtask{Scores: scores}}
	}
	item := intent{texts: []string{"key dates"}, detail: true, st: task.Subtask{Tool: "calendar_sync", Scores: scored("calendar_sync", 0.25)}}
	tests := []struct {
		name string
		head intent
		want string
	}{
		{"the need scores nothing", head("I want to write an essay on the history of the printing press", nil), ""},
		{"the need scores another tool", head("I want to write an essay on the history of the printing press", scored("book_shop", 0.1)), ""},
		// Left alone: the need ranks the item's tool too.
		{"the need scores it", head("Can you show my calendar for the spring term", scored("calendar_sync", 0.12)), "calendar_sync"},
		// Left alone: the need names nothing ("I want to include …").
		{"the need names nothing", head("I want to", nil), "calendar_sync"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := []intent{tc.head, item}
			dropHeadlessDetails(in)
			if got := in[1].st.Tool; got != tc.want {
				t.Errorf("item tool %q, want %q", got, tc.want)
			}
		})
	}
}
