package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestKindsOfProductFindTheShop: a laptop, a backpack or a vacuum is a
// product: a tool that finds products serves a request for one when no
// tool names the thing itself.
func TestKindsOfProductFindTheShop(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zk_shop", Description: "Find products matching your preferences, with smart filters."},
		{Name: "zk_weather", Description: "Current temperature and humidity for a city."},
		{Name: "zk_recipes", Description: "Recipes from a chef, with a list of ingredients."},
	}, Options{})
	for _, q := range []string{"a light laptop for college", "a sturdy backpack", "a cordless vacuum for pet hair"} {
		r := ix.Rank(q)
		if len(r) == 0 || r[0].Tool != "zk_shop" {
			t.Errorf("Rank(%q) = %v, want zk_shop first", q, r)
		}
	}
	// must leave alone: a tool that names the thing keeps it.
	ix = NewIndex([]toolspec.Spec{
		{Name: "zk_shop", Description: "Find products matching your preferences, with smart filters."},
		{Name: "zk_laptops", Description: "Laptop specifications and reviews."},
	}, Options{})
	for _, s := range ix.Rank("a light laptop") {
		if s.Tool == "zk_shop" && s.Score > 0 {
			t.Errorf("Rank credits zk_shop %.3f beside a tool for laptops", s.Score)
		}
	}
}
