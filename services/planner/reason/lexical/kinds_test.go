package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestKindsFindTheGeneralTool: a question about a fern is one about a
// plant, a latte is a drink, a hatchback a car.
func TestKindsFindTheGeneralTool(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "plant_care", Description: "Care advice for plants kept indoors: light, soil and watering."},
		{Name: "cafe_menu", Description: "Today's drinks and pastries at the corner cafe."},
		{Name: "car_listings", Description: "Used cars for sale near you, with mileage and price."},
		{Name: "soil_lab", Description: "Order a soil test kit for a garden bed."},
		{Name: "getting_around", Description: "Compare transportation options between two towns."},
	}, Options{})
	tests := []struct{ query, best string }{
		{"my fern is wilting", "plant_care"},
		{"an oat latte, hot", "cafe_menu"},
		{"a red hatchback nearby", "car_listings"},
		{"is there a ferry to the island", "getting_around"},
	}
	for _, tc := range tests {
		r := ix.Rank(tc.query)
		if len(r) == 0 || r[0].Tool != tc.best || len(r) > 1 && r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", tc.query, r, tc.best)
		}
	}
}

// TestKindsGoOneWay: a tool for one kind does not serve the general word,
// nor another kind of the same thing.
func TestKindsGoOneWay(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "fern_guide", Description: "Identify fern species from a leaf photo."},
		{Name: "weather_now", Description: "Current temperature and humidity for a city."},
	}, Options{})
	for _, q := range []string{"which plants grow in shade", "where do orchids grow best"} {
		for _, s := range ix.Rank(q) {
			if s.Tool == "fern_guide" && s.Score > 0 {
				t.Errorf("Rank(%q) credits fern_guide %.3f, want nothing", q, s.Score)
			}
		}
	}
}

// TestKindsYieldToTheKindsOwnTool: when a tool names the kind itself,
// the tools of the general word get nothing from it.
func TestKindsYieldToTheKindsOwnTool(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "fern_guide", Description: "Identify fern species from a leaf photo."},
		{Name: "plant_care", Description: "Care advice for plants kept indoors: light, soil and watering."},
	}, Options{})
	r := ix.Rank("my fern is wilting")
	for _, s := range r {
		if s.Tool == "plant_care" && s.Score > 0 {
			t.Errorf("Rank = %v, want nothing for plant_care beside a tool for ferns", r)
		}
	}
}
