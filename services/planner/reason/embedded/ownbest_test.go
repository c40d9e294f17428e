package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// assistantCatalog is a catalog of broad helpers that take free text, as
// a plugin store lists them.
func assistantCatalog() []toolspec.Spec {
	q := objectSchema(`"query":{"type":"string","description":"What to look for."}`, `"query"`)
	return []toolspec.Spec{
		{Name: "weather_tool", Description: "Get the current weather and the forecast for a city.", SideEffect: toolspec.Read, Parameters: q},
		{Name: "music_tool", Description: "Recommend songs, playlists and music to listen to.", SideEffect: toolspec.Read, Parameters: q},
		{Name: "news_tool", Description: "Find the latest news articles on a topic.", SideEffect: toolspec.Read, Parameters: q},
		{Name: "finance_tool", Description: "Stock prices, market data and financial figures of companies.", SideEffect: toolspec.Read, Parameters: q},
		{Name: "trip_tool", Description: "Search flights and hotels for a trip.", SideEffect: toolspec.Read, Parameters: q},
		{Name: "invoice_tool", Description: "Look up an invoice: its total, due date and status.", SideEffect: toolspec.Read, Parameters: q},
	}
}

// TestClearPartsKeepTheirTools: two requests that each clearly choose a
// tool of their own, the goal's tool being one of them, are two steps.
func TestClearPartsKeepTheirTools(t *testing.T) {
	checkPlans(t, assistantCatalog(), []planCase{
		{"a need, and a question", "I need the current stock prices of Apple and Tesla. Also, what's the weather forecast in Austin this weekend?", []string{"finance_tool", "weather_tool"}},
		// Must leave alone: the first part states the asker's situation.
		{"situation sentence, then a question", "I'm planning a trip to Tokyo. Can you tell me the weather forecast there?", []string{"weather_tool"}},
		{"short situation, then a question", "I'm in Paris this week. What's the weather forecast?", []string{"weather_tool"}},
	})
}
