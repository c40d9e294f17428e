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
		{"a place before a noun", "Find Lakeside cabin guests", "show_cabin_guests", "show_cabin_guests"},
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

// TestSearchedPlaceIsNoPerson: a capitalized word before a noun ("Find
// Oslo hangars") names a place or a kind of the noun, not a person to
// find by name; a name alone, or followed by what is said of the person,
// still takes the read that searches by name.
func TestSearchedPlaceIsNoPerson(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "search_crew", Description: "Search crew members by name.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"name":{"type":"string","description":"Full or partial name."}`, `"name"`)},
		{Name: "list_hangars", Description: "Hangars in a city and the aircraft they hold.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"city":{"type":"string","description":"City of the hangar."}`, `"city"`)},
	}
	tests := []planCase{
		{"a place before a noun", "Find Oslo hangars", []string{"list_hangars"}},
		{"a person", "Find Ingrid Berg", []string{"search_crew"}},
		{"a person and what she does", "Find Ingrid Berg, she flies tomorrow", []string{"search_crew"}},
	}
	checkPlans(t, cat, tests)
}
