package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryRoundWords: the plain words of a day's requests — works
// planned ahead (计划), the homes a stop affected (影响), a story taken
// down (撤下), its views (浏览量), the load on a line (负荷), a crew (班组)
// — find the tools described in English.
func TestGlossaryRoundWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "works_ahead", Description: "List planned works and the stops they bring.", SideEffect: toolspec.Read},
		{Name: "stop_reach", Description: "Count the homes affected by a stop."},
		{Name: "story_off", Description: "Withdraw a story from the site.", SideEffect: toolspec.Write},
		{Name: "story_views", Description: "Page views and reading time of a story."},
		{Name: "line_strain", Description: "Hourly load on a line."},
		{Name: "teams_free", Description: "List the crews free to send out."},
	}
	checkSelects(t, cat, []selectCase{
		{"这周末有哪些计划停水", "works_ahead"},
		{"上周停水一共影响了多少户", "stop_reach"},
		{"这篇先撤下来", "story_off"},
		{"这篇上周的浏览量", "story_views"},
		{"把昨天那条线的负荷按小时看", "line_strain"},
		{"东区现在有哪些空闲的班组", "teams_free"},
	})
}

// TestGlossaryRoundLeavesAlone: the new words take no characters from
// the words around them — 计划停电 stays a plan and an outage, 标记为
// keeps its mark rather than yielding it to 标为, and 关闭 stays whole
// beside 开关.
func TestGlossaryRoundLeavesAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"计划停电":     {"计划", "停电"},
		"标记为紧急":    {"标记", "紧急"},
		"重新打开关闭的单": {"重新打开", "关闭"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}

// TestGlossaryRoundKeepsNeighbours: a word of the round read across two
// others is not read when the words it straddles are known — 确保安全
// holds no 保安, 目标为 no 标为, 打开关闭 and 展开关于 no 开关.
func TestGlossaryRoundKeepsNeighbours(t *testing.T) {
	for text, want := range map[string][]string{
		"确保安全生产":    {"确保", "安全", "生产"},
		"目标为一百万":    {"目标"},
		"坐标为多少":     {"坐标"},
		"打开关闭的门店":   {"打开", "关闭", "门店"},
		"展开关于预算的讨论": {"展开", "预算"},
		"设计划分方案":    {"设计"},
		// must leave alone
		"标为已读": {"标为"},
		"计划停电": {"计划", "停电"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}

// longWords are the words of two characters or more that text is cut in.
func longWords(text string) []string {
	_, words := gloss.segment([]rune(text))
	var long []string
	for _, w := range words {
		if len([]rune(w)) >= 2 {
			long = append(long, w)
		}
	}
	return long
}
