package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsLabelledKeyword: a search keyword the goal labels as one is
// the keyword, not the whole goal.
func TestFillArgsLabelledKeyword(t *testing.T) {
	const search = `{"type":"object","properties":{"query":{"type":"string","description":"Keywords in headline or body"}}}`
	runFillCases(t, []fillCase{
		{"a Chinese label before Latin words", "search 一下上周的稿子，关键词 tariff", search, map[string]any{"query": "tariff"}},
		{"a Chinese label with 是", "找一下上周的稿子，关键词是夏季大促，按时间排", search, map[string]any{"query": "夏季大促"}},
		{"an English label with a colon", "find last week's stories, keyword: solar farms", search, map[string]any{"query": "solar farms"}},
		{"a Chinese label asking what", "上周的稿子关键词有哪些", search, map[string]any{}},
		{"an English label asking what", "what keywords are trending", search, map[string]any{}},
		{"a Chinese label with 是 asking what", "这篇文章的关键词是什么？", search, map[string]any{}},
		{"an English label saying no keyword", "Search guides, keyword is not important, anything in Patagonia", search, map[string]any{}},
		{"a Chinese label saying any keyword", "找一下稿子，关键词不限，上周的就行", search, map[string]any{}},
		{"an English label with is asking which", "find the posts, the keyword is which one?", search, map[string]any{}},
	})
}

// TestPlanLabelledKeywordStaysInItsStep: a keyword one step of a goal
// labels fills that step's search, not the search of another step.
func TestPlanLabelledKeywordStaysInItsStep(t *testing.T) {
	words := `"query":{"type":"string","description":"Search words"}`
	cat := []toolspec.Spec{
		{Name: "seek_dishes", Description: "Search the dish library.", SideEffect: toolspec.Read,
			Parameters: objectSchema(words, `"query"`)},
		{Name: "seek_patrons", Description: "Search club patrons by name.", SideEffect: toolspec.Read,
			Parameters: objectSchema(words, `"query"`)},
	}
	_, p := planOver(t, newEngine(t), "Find dishes with keyword: lentil soup, then find the patron named Olga Petrova", cat)
	got := map[string]any{}
	for _, st := range p.Subtasks {
		got[st.Tool] = st.Args["query"]
	}
	if got["seek_dishes"] != "lentil soup" || got["seek_patrons"] == "lentil soup" {
		t.Errorf("queries by tool %v, want lentil soup for dishes alone", got)
	}
}
