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

// TestFillLeftover fills the one open required string with the one run
// of words that neither the tool's own text nor any other value explains.
func TestFillLeftover(t *testing.T) {
	boiling := toolspec.Spec{Name: "get_boiling_point", Description: "Retrieve the boiling point of a substance at a given altitude.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"substance":{"type":"string","description":"The name of the substance."},"altitude":{"type":"integer","description":"The altitude in meters."}},"required":["substance","altitude"]}`)}
	concerts := toolspec.Spec{Name: "find_events", Description: "Find upcoming events of a genre in a city.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"genre":{"type":"string","description":"The genre."},"city":{"type":"string","description":"The city."}},"required":["genre","city"]}`)}
	tests := []struct {
		name string
		spec toolspec.Spec
		goal string
		want map[string]any
	}{
		{"the one word left", boiling, "Find the boiling point of ethanol at an altitude of 2000 m.", map[string]any{"substance": "ethanol", "altitude": int64(2000)}},
		{"two runs left say nothing", boiling, "Find the boiling point of ethanol on a sunny day at an altitude of 2000 m.", map[string]any{"altitude": int64(2000)}},
		{"a place takes no lower-case word", concerts, "Find upcoming jazz events near me", map[string]any{"genre": "jazz"}},
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

// TestFillLeftoverSkipsVerbs: a participle that opens a phrase is a verb,
// and a word that orders in time is no name: neither is a value.
func TestFillLeftoverSkipsVerbs(t *testing.T) {
	runFillCases(t, []fillCase{
		{"starting from", "Book a room starting from next Monday",
			`{"type":"object","properties":{"room_type":{"type":"string"}},"required":["room_type"]}`, map[string]any{}},
		{"an order in time", "Show the next 6 games",
			`{"type":"object","properties":{"club":{"type":"string"},"games":{"type":"integer"}},"required":["club"]}`, map[string]any{"games": int64(6)}},
	})
}

// TestFillLeftoverYieldsToNames: a name the goal states elsewhere is the
// likelier value; no leftover word takes its place.
func TestFillLeftoverYieldsToNames(t *testing.T) {
	history := toolspec.Spec{Name: "get_religion_history", Description: "Retrieve historic events and facts related to a religion.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"religion":{"type":"string","description":"The religion."}},"required":["religion"]}`)}
	goal := "Retrieve the historic dates, and the facts related to Buddhism"
	e := newEngine(t)
	tk, err := e.Parse(context.Background(), goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The subtask is the first part of the goal: the name lies outside it.
	args, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: "Retrieve the historic dates"}, &history, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := args["religion"]; ok && v != "Buddhism" {
		t.Errorf("religion = %v, want Buddhism or nothing", v)
	}
}

// TestFillLeftoverSkipsClauseVerbsAndDegrees: the verb that opens a
// relative clause, a calendar unit and a degree word name no value.
func TestFillLeftoverSkipsClauseVerbsAndDegrees(t *testing.T) {
	const (
		concerts = `{"type":"dict","properties":{"location":{"type":"string"},"genre":{"type":"string"}},"required":["location","genre"]}`
		recipe   = `{"type":"dict","properties":{"recipeName":{"type":"string"},"maxCalories":{"type":"integer"}},"required":["recipeName"]}`
		groups   = `{"type":"dict","properties":{"group1":{"type":"array","items":{"type":"float"}},"group2":{"type":"array","items":{"type":"float"}}},"required":["group1","group2"]}`
	)
	runFillCases(t, []fillCase{
		{"the verb after that", "Show me what is on in Seattle that plays jazz.", concerts, map[string]any{"location": "Seattle", "genre": "jazz"}},
		{"degree words", "Find a recipe for pasta carbonara which contains only less than 500 calories.", recipe,
			map[string]any{"recipeName": "pasta carbonara", "maxCalories": int64(500)}},
		{"a list opened by e.g.", "the mean of group1 (e.g., 12.4, 15.6, 11.2) and group2 (e.g., 10.5, 9.8, 15.2)", groups,
			map[string]any{"group1": []any{12.4, 15.6, 11.2}, "group2": []any{10.5, 9.8, 15.2}}},
	})
}

// TestFillLeftoverSkipsNegatedWords: the word a negation stands before
// says what is not so ("isn't working"); it names no value, while the
// word a plain sentence leaves still fills the parameter.
func TestFillLeftoverSkipsNegatedWords(t *testing.T) {
	ticket := toolspec.Spec{Name: "open_fault_note", Description: "Open a fault note for a broken call bell, lamp or tap in a room.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"room":{"type":"string","description":"Room number"},"description":{"type":"string","description":"What is wrong"}},"required":["room","description"]}`)}
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal string
		want       map[string]any
	}{
		{"after isn't", "The call bell in A105 isn't working", map[string]any{"room": "A105"}},
		{"after not", "The call bell in A105 is not working", map[string]any{"room": "A105"}},
		{"after doesn't", "The lamp in A105 doesn't light", map[string]any{"room": "A105"}},
		{"leave alone: no negation", "The call bell in A105 is buzzing", map[string]any{"room": "A105", "description": "buzzing"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, &ticket)
			if !reflect.DeepEqual(args, tc.want) {
				t.Errorf("args = %#v, want %#v", args, tc.want)
			}
		})
	}
}
