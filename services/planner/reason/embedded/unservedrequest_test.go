package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// depotCatalog is a small catalog of depot tools that marks its writes.
func depotCatalog(side func(toolspec.SideEffect) toolspec.SideEffect) []toolspec.Spec {
	obj := []byte(`{"type":"object","properties":{"depot":{"type":"string"}}}`)
	tools := []struct {
		name, desc string
		side       toolspec.SideEffect
	}{
		{"list_depot_stock", "List the stock on hand at a depot, by item and bin.", toolspec.Read},
		{"get_depot_report", "Daily report of a depot: pallets received, shipped and on hand.", toolspec.Read},
		{"book_dock_slot", "Book a loading dock slot at a depot for a truck.", toolspec.Write},
		{"tally_bins", "Tally the bins counted at a depot in a cycle count.", toolspec.Read},
		{"search_drivers", "Search drivers by name or licence.", toolspec.Read},
		{"list_consignments", "List consignments leaving or arriving at a depot in a date range.", toolspec.Read},
		{"get_truck", "One truck's plate, capacity, home depot and service status.", toolspec.Read},
		{"void_consignment", "Void a consignment that has not left the depot.", toolspec.Write},
		{"notify_depot_staff", "Send a message to the staff on shift at a depot.", toolspec.Write},
		{"list_staff_rotas", "Shifts of depot staff for a week.", toolspec.Read},
		{"get_item", "One stock item: name, unit, weight, supplier.", toolspec.Read},
		{"create_purchase_request", "Ask purchasing to buy stock for a depot.", toolspec.Write},
	}
	cat := make([]toolspec.Spec, len(tools))
	for i, x := range tools {
		cat[i] = toolspec.Spec{Name: x.name, Description: x.desc, SideEffect: side(x.side), Parameters: obj}
	}
	return cat
}

// TestPlanUnservedRequest: a request to act whose verb no tool uses, for
// which a read scores under the threshold by the request's nouns alone,
// plans no call; a request to be shown something, a question, and a
// request whose verb the tool uses keep their read.
func TestPlanUnservedRequest(t *testing.T) {
	cat := depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s })
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Can you renew my parking permit for the staff car park?", nil},
		{"Insure our trucks with a new carrier", nil},
		{"Pull up the truck at the north depot", []string{"get_truck"}},
		{"Find the staff rotas for this week", []string{"list_staff_rotas"}},
		{"Which staff rotas start this week?", []string{"list_staff_rotas"}},
		{"Check the consignments leaving today", []string{"list_consignments"}},
		{"Export the consignments leaving today", []string{"list_consignments"}},
		{"Download the daily depot report", []string{"get_depot_report"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}

// TestUnservedRequestGuards: the rule leaves alone a read that uses the
// request's verb, one that reaches the threshold, a part that is no
// request to act, and a catalog that marks no writes.
func TestUnservedRequestGuards(t *testing.T) {
	marked := map[string]*toolspec.Spec{}
	for _, s := range depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s }) {
		marked[s.Name] = &s
	}
	unmarked := map[string]*toolspec.Spec{}
	for _, s := range depotCatalog(func(toolspec.SideEffect) toolspec.SideEffect { return toolspec.Read }) {
		unmarked[s.Name] = &s
	}
	sub := func(text, tool string, score float64) *task.Subtask {
		return &task.Subtask{Description: text, Tool: tool, Scores: []task.Score{{Tool: tool, Score: score}}}
	}
	tests := []struct {
		st     *task.Subtask
		byName map[string]*toolspec.Spec
		want   bool
	}{
		{sub("Insure the trucks at the north depot", "get_truck", 0.15), marked, true},
		{sub("Please insure the trucks at the north depot", "get_truck", 0.15), marked, true},
		{sub("Insure the trucks at the north depot", "get_truck", 0.15), unmarked, false},
		{sub("Insure the trucks at the north depot", "get_truck", 0.25), marked, false},
		{sub("Tally the bins at the north depot", "tally_bins", 0.15), marked, false},
		{sub("Show me the trucks at the north depot", "get_truck", 0.15), marked, false},
		{sub("Summarize the trucks at the north depot", "get_truck", 0.15), marked, false},
		{sub("Email me the trucks at the north depot", "get_truck", 0.15), marked, false},
		{sub("What trucks are at the north depot?", "get_truck", 0.15), marked, false},
		{sub("Insure the trucks at the north depot", "book_dock_slot", 0.15), marked, false},
		{sub("北方仓库的卡车都投保", "get_truck", 0.15), marked, false},
		{sub("Could you buy coffee for the depot staff?", "list_staff_rotas", 0.15), marked, true},
		{sub("Buy coffee for the depot staff", "list_staff_rotas", 0.15), marked, false},
		{sub("Can you tally bins at the north depot?", "tally_bins", 0.15), marked, false},
	}
	for _, tc := range tests {
		if got := unservedRequest(tc.st, 0.2, tc.byName); got != tc.want {
			t.Errorf("unservedRequest(%q, %s) = %v, want %v", tc.st.Description, tc.st.Tool, got, tc.want)
		}
	}
}

// TestUnservedRequestSharesARead: sharing, recommending or suggesting
// hands back what a read finds, after "can you" too; buying does not.
func TestUnservedRequestSharesARead(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	for _, s := range depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s }) {
		byName[s.Name] = &s
	}
	sub := func(text, tool string) *task.Subtask {
		return &task.Subtask{Description: text, Tool: tool, Scores: []task.Score{{Tool: tool, Score: 0.15}}}
	}
	tests := []struct {
		st   *task.Subtask
		want bool
	}{
		{sub("Can you share stock figures for the north depot?", "list_depot_stock"), false},
		{sub("Could you recommend drivers for the night run?", "search_drivers"), false},
		{sub("Suggest drivers with a forklift licence", "search_drivers"), false},
		// must leave alone
		{sub("Could you buy coffee for the depot staff?", "list_staff_rotas"), true},
	}
	for _, tc := range tests {
		if got := unservedRequest(tc.st, 0.2, byName); got != tc.want {
			t.Errorf("unservedRequest(%q, %s) = %v, want %v", tc.st.Description, tc.st.Tool, got, tc.want)
		}
	}
}
