package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanWeakDetailTakesItsNeedsTool: an item after "including" that
// qualifies the need before it, whose own tool fits it only weakly
// beside how well the need's tool fits the need, is no step of its own;
// an item whose own tool fits it about as well stands.
func TestPlanWeakDetailTakesItsNeedsTool(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "congress_trades", Description: "Stock trading activities of members of Congress: trades, holdings and disclosures.", SideEffect: toolspec.Read},
		{Name: "home_buying", Description: "Purchases and sales of homes: current listings, relevant dates and members of a buying club.", SideEffect: toolspec.Read},
		{Name: "weather_forecast", Description: "Weather forecast of a city: temperature, rain and wind.", SideEffect: toolspec.Read},
		{Name: "air_pollution", Description: "Air pollution levels of a city: smog, ozone and particulates.", SideEffect: toolspec.Read},
	}
	tests := []goalPlan{
		{"Could you please provide detailed information on the specific stock trading activities, including purchases and sales, of current and former members of the United States Congress, along with relevant dates?", []string{"congress_trades"}},
		// must leave alone: the item names a need of its own.
		{"Give me the weather forecast for Paris, including the air pollution levels, smog and ozone.", []string{"weather_forecast", "air_pollution"}},
		{"Show me the stock trading activities of Congress members. Then find home purchases listings with mortgages.", []string{"congress_trades", "home_buying"}},
	}
	checkGoalPlans(t, cat, tests)
}
