package lexical

import (
	"math"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestDecideAmbiguous(t *testing.T) {
	tests := []struct {
		name      string
		scores    []task.Score
		best      string
		ambiguous []string
	}{
		{"both above the threshold and close", []task.Score{{Tool: "a", Score: 0.42}, {Tool: "b", Score: 0.40}}, "a", []string{"a", "b"}},
		{"runner-up just under the threshold", []task.Score{{Tool: "a", Score: 0.2131}, {Tool: "b", Score: 0.1953}}, "a", []string{"a", "b"}},
		{"clear winner", []task.Score{{Tool: "a", Score: 0.42}, {Tool: "b", Score: 0.30}}, "a", nil},
		{"nothing suitable", []task.Score{{Tool: "a", Score: 0.15}, {Tool: "b", Score: 0.14}}, "", nil},
		{"one tool", []task.Score{{Tool: "a", Score: 0.3}}, "a", nil},
	}
	ix := NewIndex(nil, Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sel := ix.decide(tc.scores, 2, len(tc.scores))
			if sel.Best != tc.best || !reflect.DeepEqual(sel.Ambiguous, tc.ambiguous) {
				t.Errorf("best %q ambiguous %v, want %q %v", sel.Best, sel.Ambiguous, tc.best, tc.ambiguous)
			}
		})
	}
}

func TestDecideLongQuery(t *testing.T) {
	ab := func(a, b float64) []task.Score { return []task.Score{{Tool: "a", Score: a}, {Tool: "b", Score: b}} }
	tests := []struct {
		name       string
		scores     []task.Score
		words      float64
		candidates int
		best       string
	}{
		{"long query, clear lead", ab(0.12, 0.04), 9, 3, "a"},
		{"long query, lead over nothing", []task.Score{{Tool: "a", Score: 0.12}}, 9, 3, "a"},
		{"long query, no clear lead", ab(0.12, 0.11), 9, 3, ""},
		{"short query, far lead", ab(0.12, 0.04), 3, 3, "a"},
		{"short query, near lead", ab(0.12, 0.09), 3, 3, ""},
		{"short query, lead over nothing", []task.Score{{Tool: "a", Score: 0.11}}, 3, 3, "a"},
		{"short query, lead over nothing, under half", []task.Score{{Tool: "a", Score: 0.09}}, 3, 3, ""},
		{"long query, lone tool", []task.Score{{Tool: "a", Score: 0.12}}, 9, 1, ""},
		{"very long query, floor of a quarter", ab(0.049, 0.01), 40, 3, ""},
		{"very long query, above the floor", ab(0.051, 0.01), 40, 3, "a"},
		{"scaled threshold not reached", ab(0.07, 0.05), 6, 3, ""},
	}
	ix := NewIndex(nil, Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if sel := ix.decide(tc.scores, tc.words, tc.candidates); sel.Best != tc.best {
				t.Errorf("decide(%v, %v words, %d tools).Best = %q, want %q", tc.scores, tc.words, tc.candidates, sel.Best, tc.best)
			}
		})
	}
	off := NewIndex(nil, Options{Lead: -1})
	if sel := off.decide(ab(0.12, 0.04), 9, 3); sel.Best != "" {
		t.Errorf("Lead off: Best = %q, want none under the threshold", sel.Best)
	}
}

func TestDecideWholeRequestWithoutLead(t *testing.T) {
	ab := func(a, b float64) []task.Score { return []task.Score{{Tool: "a", Score: a}, {Tool: "b", Score: b}} }
	tests := []struct {
		name   string
		scores []task.Score
		words  float64
		best   string
	}{
		{"long request, near tie above the scaled threshold", ab(0.13, 0.12), 9, "a"},
		{"long request, near tie under its share of the threshold", ab(0.11, 0.10), 9, ""},
		{"request of four words, scaled by its length", ab(0.13, 0.12), 4, ""},
		{"short request keeps the plain threshold", ab(0.19, 0.18), 3, ""},
		// Past ten words the share falls with the length, to 0.45 at the least.
		{"request of twelve words, share scaled by its length", ab(0.105, 0.10), 12, "a"},
		{"request of sixteen words, share at its least", ab(0.095, 0.09), 16, "a"},
		{"request of ten words keeps the share of a long one", ab(0.115, 0.11), 10, ""},
		{"request of twelve words, under its scaled share", ab(0.095, 0.09), 12, ""},
		{"request of thirty words, under the least share", ab(0.085, 0.08), 30, ""},
	}
	ix := NewIndex(nil, Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if sel := ix.decideAs(tc.scores, tc.words, 3, true); sel.Best != tc.best {
				t.Errorf("decideAs(%v, %v words, whole).Best = %q, want %q", tc.scores, tc.words, sel.Best, tc.best)
			}
			if sel := ix.decide(tc.scores, tc.words, 3); sel.Best != "" {
				t.Errorf("decide(%v, %v words).Best = %q, want none: a part keeps the plain threshold", tc.scores, tc.words, sel.Best)
			}
		})
	}
}

func TestSelectLongSentence(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "history.get_monarchs", Description: "Retrieve the kings and queens who ruled a country during a given century."},
		{Name: "history.get_wars", Description: "List the wars a country fought during a given century."},
		{Name: "history.get_art", Description: "Describe the art movements of a country during a given century."},
	}
	ix := NewIndex(cat, Options{})
	q := "I am writing a long essay for my school teacher next term and would be very grateful to learn who the kings were that ruled over France throughout the eighteenth century, with their full names and portraits"
	sel := ix.Select(q)
	if len(sel.Scores) == 0 || sel.Scores[0].Tool != "history.get_monarchs" {
		t.Fatalf("Select(long sentence) ranks %v, want history.get_monarchs first", sel.Scores)
	}
	if sel.Scores[0].Score >= ix.Threshold() {
		t.Fatalf("the long sentence scores %v, at or above the threshold: the test needs a longer one", sel.Scores[0].Score)
	}
	if sel.Best != "history.get_monarchs" {
		t.Errorf("Select(long sentence).Best = %q, want history.get_monarchs (scores %v)", sel.Best, sel.Scores)
	}
	lone := NewIndex(cat[:1], Options{}).Select(q)
	if lone.Best != "" {
		t.Errorf("a lone tool under the threshold was chosen: %+v", lone)
	}
}

func TestSelectionThreshold(t *testing.T) {
	ab := func(a, b float64) []task.Score { return []task.Score{{Tool: "a", Score: a}, {Tool: "b", Score: b}} }
	tests := []struct {
		name       string
		opts       Options
		scores     []task.Score
		words      float64
		candidates int
		whole      bool
		want       float64
	}{
		{"no tool scores", Options{}, nil, 5, 3, false, 0},
		{"lone tool keeps the plain threshold", Options{}, []task.Score{{Tool: "a", Score: 0.1}}, 9, 1, false, 0.2},
		{"near tie keeps the plain threshold", Options{}, ab(0.12, 0.11), 9, 3, false, 0.2},
		{"clear lead of a long query, scaled by its length", Options{}, ab(0.12, 0.08), 6, 3, false, 0.1},
		{"whole request without a lead, its share of the threshold", Options{}, ab(0.12, 0.11), 6, 3, true, 0.12},
		{"configured threshold", Options{Threshold: 0.4}, ab(0.12, 0.11), 9, 3, false, 0.4},
		{"configured threshold, scaled by the lead", Options{Threshold: 0.4}, ab(0.3, 0.1), 2, 3, false, 0.16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ix := NewIndex(nil, tc.opts)
			if got := ix.decideAs(tc.scores, tc.words, tc.candidates, tc.whole).Threshold; math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("decideAs(%v, %v words, %d tools, whole %v).Threshold = %v, want %v", tc.scores, tc.words, tc.candidates, tc.whole, got, tc.want)
			}
		})
	}
}
