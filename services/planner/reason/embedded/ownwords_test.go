package embedded

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFillArgsSubjectNames: a name that only repeats what the tool is
// about, or a unit written as a name, is no value.
func TestFillArgsSubjectNames(t *testing.T) {
	gdp := toolspec.Spec{Name: "get_historical_GDP", Description: "Retrieve historical GDP data for a specific country and time range.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"country":{"type":"string","description":"The country for which the historical GDP data is required."},"start_year":{"type":"integer"},"end_year":{"type":"integer"}},"required":["country","start_year","end_year"]}`)}
	lawyer := toolspec.Spec{Name: "lawyer.get_experience", Description: "Calculate the experience of a lawyer in years.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"name":{"type":"string","description":"The full name of the Lawyer."}},"required":["name"]}`)}
	record := toolspec.Spec{Name: "most_points_single_game", Description: "Returns the record for the most points scored in an NBA game.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"league":{"type":"string","description":"The league."}},"required":["league"]}`)}
	energy := toolspec.Spec{Name: "calculate_energy", Description: "Calculate the energy of a phase change.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"substance":{"type":"string"},"mass":{"type":"integer"}},"required":["substance"]}`)}
	wave := toolspec.Spec{Name: "plot_wave", Description: "Plot a wave.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"label":{"type":"string"},"frequency":{"type":"integer"}},"required":["label","frequency"]}`)}
	density := toolspec.Spec{Name: "calculate_density", Description: "Calculate the population density of a country.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"country":{"type":"string"},"population":{"type":"integer"}},"required":["country","population"]}`)}
	hotel := toolspec.Spec{Name: "hotel_booking", Description: "Book a room.",
		Parameters: json.RawMessage(`{"type":"dict","properties":{"city":{"type":"string"},"room_type":{"type":"string"}},"required":["city"]}`)}
	tests := []struct {
		name string
		spec toolspec.Spec
		goal string
		want map[string]any
	}{
		{"the tool's subject beside another name", gdp, "Get historical GDP data for United States from 1960 to 2000.",
			map[string]any{"country": "United States", "start_year": int64(1960), "end_year": int64(2000)}},
		{"a role word before a name", lawyer, "How many months of experience a Lawyer John Doe has.", map[string]any{"name": "John Doe"}},
		{"the subject's words before a joiner", density, "Calculate the Population Density for Brazil if the population is 213 million.",
			map[string]any{"country": "Brazil", "population": int64(213000000)}},
		{"the tool's own word is no kind", hotel, "Book a hotel room in Paris.", map[string]any{"city": "Paris"}},
		{"another word is a kind", hotel, "Book a luxury room in Paris.", map[string]any{"city": "Paris", "room_type": "luxury"}},
		{"the subject stays when it is the only name", record, "What is the record for the most points scored by a single player in an NBA game?",
			map[string]any{"league": "NBA"}},
		{"a unit the answer is asked in", energy, "Calculate the energy (in Joules) of 100g.", map[string]any{"mass": int64(100)}},
		{"the unit of a number", wave, "Plot a wave at 5 Hz.", map[string]any{"frequency": int64(5)}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			args, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: tc.goal}, &tc.spec, nil, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(args, tc.want) {
				t.Errorf("args = %#v, want %#v", args, tc.want)
			}
		})
	}
}
