package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// A tool that writes a phrasal verb ("check out the charts") fits a query
// that asks for none about as well as one that writes the verb alone: the
// verb's extra term is no more of what the tool is about.
func TestPhrasalVerbDoesNotDiluteATool(t *testing.T) {
	score := func(desc string) float64 {
		ix := NewIndex([]toolspec.Spec{
			{Name: "SongTool", Description: desc},
			{Name: "ForecastTool", Description: "Weather forecasts for a city."},
			{Name: "RecipeTool", Description: "Find recipes by ingredient."},
		}, Options{})
		for _, s := range ix.Rank("recommend some cheerful songs") {
			if s.Tool == "SongTool" {
				return s.Score
			}
		}
		return 0
	}
	with, without := score("Make song playlists and check out the latest charts."), score("Make song playlists and check the latest charts.")
	if with < 0.99*without {
		t.Errorf("SongTool scores %.4f with a phrasal verb, %.4f without", with, without)
	}
}
