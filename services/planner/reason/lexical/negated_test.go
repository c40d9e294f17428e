package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestAnalyzeNegatedAuxiliary(t *testing.T) {
	checkTerms(t, []termCase{
		{"stories I shouldn't miss", []string{"stori", "miss"}},
		{"the printer doesn’t start", []string{"printer", "start"}},
		{"it won't open", []string{"open"}},
		{"isn't it late", []string{"late"}},
		// Must leave alone: the past of win, possessives, other
		// apostrophes.
		{"the team won the cup", []string{"team", "won", "cup"}},
		{"the men’s shoes", []string{"man", "shoe"}},
		{"rock'n'roll hits", []string{"rock", "roll", "hit"}},
	})
}

// TestNegatedAuxiliaryLengthensNoQuery: "shouldn't" is no word of what a
// query asks, so the tool that covers the rest of it stays suitable.
func TestNegatedAuxiliaryLengthensNoQuery(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "headlines", Description: "Top news stories of the day around the world."},
		{Name: "quake_feed", Description: "Latest earthquake news by region."},
		{Name: "course_finder", Description: "Find top online courses."},
	}, Options{})
	plain := ix.Select("top news stories I must not miss")
	neg := ix.Select("top news stories I shouldn't miss")
	if neg.Best != "headlines" || neg.Scores[0].Score != plain.Scores[0].Score {
		t.Errorf("Select(shouldn't) = %v (best %q), want headlines scored as without it: %v", neg.Scores, neg.Best, plain.Scores)
	}
}
