package embedded

import (
	"context"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestSearchedPerson gives a need that asks to find a person by name the
// read that takes the name, over a read its other words or its place
// favour.
func TestSearchedPerson(t *testing.T) {
	const cabin = `"cabin":{"type":"string","pattern":"^[A-F][0-9]{2}$","description":"Cabin number, e.g. B07."}`
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "show_cabin_guests", Description: "Who sleeps in a cabin, and its beds.", SideEffect: toolspec.Read,
			Parameters: objectSchema(cabin, ``)},
		{Name: "lookup_campers", Description: "Camper register: camper numbers, cabins and parents.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"name":{"type":"string","description":"Full or partial name."},`+cabin, ``)},
		{Name: "list_camper_meals", Description: "Meals a camper took.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"camper_no":{"type":"string","pattern":"^CP[0-9]{4}$"}`, `"camper_no"`)},
	} {
		byName[s.Name] = &s
	}
	scores := []task.Score{{Tool: "show_cabin_guests", Score: 0.2}, {Tool: "lookup_campers", Score: 0.18}, {Tool: "list_camper_meals", Score: 0.1}}
	tests := []struct{ name, text, chosen, want string }{
		{"the identifier of a named person", "Find Mr. Tom Baker's camper number, he sleeps in cabin B07", "show_cabin_guests", "lookup_campers"},
		{"someone called so", "Find campers called Lucy Hart in cabin C12", "", "lookup_campers"},
		{"a named person's other things", "Find Tom Baker's meals this week", "list_camper_meals", "list_camper_meals"},
		{"no find", "Who is Tom Baker sharing cabin B07 with?", "show_cabin_guests", "show_cabin_guests"},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.text, nil)
			if err != nil {
				t.Fatal(err)
			}
			st := task.Subtask{Tool: tc.chosen}
			e.searchedPerson(context.Background(), reason.NewRun(tk, nil), &st, tc.text, tc.text, scores, byName)
			if st.Tool != tc.want {
				t.Errorf("searchedPerson(%q) = %q, want %q", tc.text, st.Tool, tc.want)
			}
		})
	}
}
