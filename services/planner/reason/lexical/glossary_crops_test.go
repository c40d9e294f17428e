package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryCropWords: wheat (小麦, 麦子), corn (玉米), rice (水稻),
// soybeans (大豆) and peanuts (花生) find the tools described in
// English; a request naming none keeps its own tool.
func TestGlossaryCropWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "wheat_quotes", Description: "Today's wheat quotes at the county market."},
		{Name: "maize_quotes", Description: "Today's corn quotes at the county market."},
		{Name: "paddy_quotes", Description: "Today's rice paddy quotes at the county market."},
		{Name: "soy_quotes", Description: "Today's soybean quotes at the county market."},
		{Name: "groundnut_quotes", Description: "Today's peanut quotes at the county market."},
		{Name: "staff_find", Description: "Look up a member of staff by name."},
	}
	checkSelects(t, cat, []selectCase{
		{"今天麦子什么价", "wheat_quotes"},
		{"今天玉米什么价", "maize_quotes"},
		{"今天水稻什么价", "paddy_quotes"},
		{"今天大豆什么价", "soy_quotes"},
		{"今天花生什么价", "groundnut_quotes"},
		{"查一下同事老王", "staff_find"},
	})
}
