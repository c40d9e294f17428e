package embedded

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestDecomposeRangesAndReferences(t *testing.T) {
	tests := []struct {
		goal      string
		needs     int
		afterPrev bool // of the last need
	}{
		// The "and" of a range names its two ends, not two needs.
		{"List the deployments created between March 1 and March 5 in the payments cluster", 1, false},
		{"Show the alert history between last Monday and yesterday", 1, false},
		// A part that refers back to the previous one's object works on it.
		{"查一下采购单 PO-2025-0113，然后为它预约明天上午的卸货月台", 2, true},
		{"look up the latest release, then open a ticket for it", 2, true},
		// An "if" that asks whether is the question, not a condition.
		{"list the open incidents, and check if the pods are healthy", 2, false},
		{"list the open incidents, and restart the pods if they are crash-looping", 2, true},
		// A greeting is no need; what follows it in its clause is.
		{"Show the disk usage. Hey restart nginx", 2, false},
		{"Hey buddy! Show the disk usage", 1, false},
		{"列出未付订单。你好查下天气", 2, false},
		// A comma inside a value splits nothing.
		{"Find the exchange rate from euro to yen on January 1, 2022", 1, false},
		{"Estimate the fuel a truck burns over 12,000 miles at 46.60,1.88", 1, false},
		// Nor does the stop of a title before a name.
		{"Reserve a table for Mr. Lee tonight", 1, false},
		{"Show the open invoices. Dr. Ames asked to pay the oldest", 2, false},
		// "based on" refers back only to a result; else it qualifies.
		{"list the failed deployments, and based on the results open a ticket", 2, true},
		{"Estimate the travel time between two stops of 12 km and 30 km distance based on average speed", 2, false},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) != tc.needs {
				t.Fatalf("decompose(%q) = %d needs %+v, want %d", tc.goal, len(needs), needs, tc.needs)
			}
			if got := needs[len(needs)-1].afterPrev; got != tc.afterPrev {
				t.Errorf("last need afterPrev = %v, want %v", got, tc.afterPrev)
			}
		})
	}
}

func TestRivals(t *testing.T) {
	whole := []task.Score{{Tool: "a", Score: 0.6}, {Tool: "b", Score: 0.3}, {Tool: "c", Score: 0.1}}
	tests := []struct {
		tool  string
		share float64
		want  bool
	}{
		{"b", rivalShare, true},   // half the best: a second intent may stand
		{"b", detailShare, false}, // but not for a part that only details the request
		{"c", rivalShare, false},  // a sixth: one word of a clause, not an intent
		{"d", rivalShare, false},  // not scored on the whole goal at all
	}
	for _, tc := range tests {
		t.Run(tc.tool, func(t *testing.T) {
			if got := rivals(whole, tc.tool, tc.share); got != tc.want {
				t.Errorf("rivals(%v, %q, %v) = %v, want %v", whole, tc.tool, tc.share, got, tc.want)
			}
		})
	}
}

func TestAsksAction(t *testing.T) {
	byName := map[string]*toolspec.Spec{"suspend_job": {Name: "suspend_job"}, "weather": {Name: "weather"}, "how_to_cook": {Name: "how_to_cook"}}
	tests := []struct {
		part string
		want bool
	}{
		{"show its performance last week", true},
		{"and then list the open returns", true},
		{"Suspend JOB-10233", true}, // the verb a catalog tool is named after
		{"查看任务 JOB-0940 的结果", true}, // Chinese clauses split at actions
		{"any potential health risks", false},
		{"to help me effectively prepare", false},
		{"I want to know which shows I can watch", false},
		{"weather in Paris", false}, // a one-word name says no verb
		// A question word opens a question, not the verb of how_to_cook.
		{"How long do the new potatoes need", false},
	}
	for _, tc := range tests {
		t.Run(tc.part, func(t *testing.T) {
			if got := asksAction(tc.part, byName); got != tc.want {
				t.Errorf("asksAction(%q) = %v, want %v", tc.part, got, tc.want)
			}
		})
	}
}

// TestPlanDetailClauseIsNoIntent plans over a catalog of its own: a clause
// that only details the goal's request stays with the goal's tool, while
// a clause asking for an action of its own is a second intent.
func TestPlanDetailClauseIsNoIntent(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "car_ads", Description: "Write captivating sales ads for car dealerships to boost car sales.", SideEffect: toolspec.Read},
		{Name: "ad_copy", Description: "Persuasive advertisement copy that entices potential customers of bakeries, restaurants, gyms, salons and other small shops.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"I want to boost the car sales of my dealership with a captivating car sales ad that is persuasive and entices customers", []string{"car_ads"}},
		{"Write a captivating sales ad for my car dealership, and then write persuasive advertisement copy for my bakery", []string{"car_ads", "ad_copy"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			var tools []string
			for _, st := range p.Subtasks[:len(p.Subtasks)-1] {
				tools = append(tools, st.Tool)
			}
			if !reflect.DeepEqual(tools, tc.tools) {
				t.Errorf("tools %v, want %v; plan %+v", tools, tc.tools, p.Subtasks)
			}
		})
	}
}

func TestActionOfAskedIf(t *testing.T) {
	tests := []struct{ text, want string }{
		{"check if there are any speed cameras on South Terrace today", "check if there are any speed cameras on South Terrace today"},
		{"let me know if the domain is available", "let me know if the domain is available"},
		{"restart it if the pods are crash-looping", "restart it"},
		// Any form of a verb of asking or knowing asks whether.
		{"I'm interested in knowing if there are charging stations near the stadium", "I'm interested in knowing if there are charging stations near the stadium"},
		{"I would like to request if the museum is open on holidays", "I would like to request if the museum is open on holidays"},
		// "if you could" only asks politely.
		{"It would be great if you could check the queue times at the zoo", "It would be great if you could check the queue times at the zoo"},
		{"send the invoice if the customer has paid", "send the invoice"},
		{"restart the server if you can reach it", "restart the server"},
		{"alert me if you can't reach the host", "alert me"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := actionOf(tc.text); got != tc.want {
				t.Errorf("actionOf(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestPlanOneCallOverClauses plans goals whose clauses spread the values
// of one call, or ask for two calls of one tool.
func TestPlanOneCallOverClauses(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "loan_payment", Description: "Calculate the monthly payment of a loan.", SideEffect: toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{
				"principal":{"type":"number","description":"The amount borrowed."},
				"annual_rate":{"type":"number","description":"The annual interest rate."},
				"years":{"type":"integer","description":"The term of the loan in years."}},
				"required":["principal","annual_rate","years"]}`)},
		{Name: "city_weather", Description: "Get the current weather of a city.", SideEffect: toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string","description":"The city."}},"required":["city"]}`)},
	}
	tests := []struct {
		goal  string
		calls []map[string]any
	}{
		{"Calculate the monthly payment of a loan of 20000, with an annual rate of 4%, and a term of 5 years",
			[]map[string]any{{"principal": 20000.0, "annual_rate": 0.04, "years": int64(5)}}},
		{"Calculate the monthly payment of a loan of 20000 with a term of 5 years, if the annual rate is 4%",
			[]map[string]any{{"principal": 20000.0, "annual_rate": 0.04, "years": int64(5)}}},
		{"Get the current weather in Paris, and the current weather in Rome",
			[]map[string]any{{"city": "Paris"}, {"city": "Rome"}}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			var calls []map[string]any
			for _, st := range p.Subtasks[:len(p.Subtasks)-1] {
				calls = append(calls, st.Args)
			}
			if !reflect.DeepEqual(calls, tc.calls) {
				t.Errorf("calls %v, want %v", calls, tc.calls)
			}
		})
	}
}

// TestMergeSame joins same-tool parts unless each states its own value for
// one parameter and one call over both cannot take the two.
func TestMergeSame(t *testing.T) {
	part := func(text string, args map[string]any) intent {
		return intent{texts: []string{text}, queries: []string{text}, st: task.Subtask{Tool: "calc", Args: args}}
	}
	tests := []struct {
		name   string
		a, b   intent
		joined map[string]any
		want   int
	}{
		{"a part's value put under another's parameter, one call takes both",
			part("the loan amount is 20000", map[string]any{"principal": 20000.0}),
			part("paid over 5 years", map[string]any{"principal": 5.0}),
			map[string]any{"principal": 20000.0, "years": int64(5)}, 1},
		{"two values for one parameter, one call takes one",
			part("the weather in Paris", map[string]any{"city": "Paris"}),
			part("the weather in Rome", map[string]any{"city": "Rome"}),
			map[string]any{"city": "Paris"}, 2},
		{"the same value from the whole goal",
			part("the loan amount", map[string]any{"principal": 20000.0}),
			part("20000", map[string]any{"principal": 20000.0}),
			nil, 1},
		{"a value neither part writes",
			part("the loan", map[string]any{"years": int64(5)}),
			part("the rate", map[string]any{"years": int64(7)}),
			nil, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := mergeSame([]intent{tc.a, tc.b}, func(a, b *intent) map[string]any { return tc.joined })
			if len(got) != tc.want {
				t.Errorf("mergeSame gave %d intents, want %d", len(got), tc.want)
			}
		})
	}
}

// TestOwnIntent: a part keeps its own tool against the whole goal's only
// when it is listed, depends on the previous part, or names something of
// its own with a tool that rivals the goal's.
func TestOwnIntent(t *testing.T) {
	whole := task.Subtask{Tool: "qr_code", Scores: []task.Score{{Tool: "qr_code", Score: 0.6}, {Tool: "qr_studio", Score: 0.5}, {Tool: "clock", Score: 0.1}}}
	part := func(text, tool string) intent {
		return intent{texts: []string{text}, st: task.Subtask{Tool: tool, Scores: []task.Score{{Tool: tool, Score: 0.3}}}}
	}
	weak := part("and a logo for the badge", "qr_studio")
	weak.st.Scores[0].Score = 0.1
	listed := part("time", "clock")
	listed.listed = true
	tests := []struct {
		name string
		x    intent
		want bool
	}{
		{"a rival that names its own thing", part("and design a logo for the badge", "qr_studio"), true},
		{"a rival that names nothing of its own", part("How can I generate it", "qr_studio"), false},
		{"no rival", part("and show the time", "clock"), false},
		{"a listed item", listed, true},
		{"a rival detail under the threshold", weak, false},
		{"a rival detail at the threshold", part("and a logo for the badge", "qr_studio"), true},
		{"a rival action under the threshold", func() intent {
			x := part("and show a logo for the badge", "qr_studio")
			x.st.Scores[0].Score = 0.1
			return x
		}(), true},
		{"the goal's own tool", part("How can I generate it", "qr_code"), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ownIntent(tc.x, whole, 0.2, nil); got != tc.want {
				t.Errorf("ownIntent(%q → %s) = %v, want %v", tc.x.texts[0], tc.x.st.Tool, got, tc.want)
			}
		})
	}
}

// TestOwnQuestion: in a goal made only of questions, each question keeps
// a tool of its own that reaches the threshold and rivals the goal's; a
// question after a statement of interest is no question of its own.
func TestOwnQuestion(t *testing.T) {
	whole := task.Subtask{Tool: "courier_rating", Scores: []task.Score{{Tool: "courier_rating", Score: 0.6}, {Tool: "lost_parcels", Score: 0.35}, {Tool: "weather", Score: 0.1}}}
	part := func(text, tool string, score float64) intent {
		return intent{texts: []string{text}, st: task.Subtask{Tool: tool, Scores: []task.Score{{Tool: tool, Score: score}}}}
	}
	rating := part("and what's that courier's rating for the same week", "courier_rating", 0.5)
	tests := []struct {
		name string
		in   []intent
		want bool
	}{
		{"two questions", []intent{part("Which parcels from CR-1 were lost last week", "lost_parcels", 0.3), rating}, true},
		{"under the threshold", []intent{part("Which parcels from CR-1 were lost last week", "lost_parcels", 0.1), rating}, false},
		{"no rival on the whole goal", []intent{part("Which days were rainy last week", "weather", 0.3), rating}, false},
		{"after a statement", []intent{part("Which parcels from CR-1 were lost last week", "lost_parcels", 0.3), part("I'm curious about the courier's rating", "courier_rating", 0.5)}, false},
		{"a noun phrase", []intent{part("the parcels CR-1 lost last week", "lost_parcels", 0.3), rating}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ownQuestion(tc.in, 0, whole, 0.2); got != tc.want {
				t.Errorf("ownQuestion(%q → %s) = %v, want %v", tc.in[0].texts[0], tc.in[0].st.Tool, got, tc.want)
			}
		})
	}
}

// TestPlanLoneToolNeedsItsArguments: with a lone tool in the catalog, a
// weak fit whose required arguments the goal does not hold plans nothing.
func TestPlanLoneToolNeedsItsArguments(t *testing.T) {
	cat := []toolspec.Spec{{Name: "body_mass_index", Description: "Body mass index of a person, from weight and height.", SideEffect: toolspec.Read,
		Parameters: json.RawMessage(`{"type":"object","properties":{"weight":{"type":"number","description":"Weight in kilograms."},"height":{"type":"number","description":"Height in meters."}},"required":["weight","height"]}`)}}
	tests := []struct {
		goal string
		tool string
	}{
		// A weak fit (height alone) with the weight nowhere in the goal.
		{"Calculate the area of a triangle given the base is 10 meters and height is 5 meters", ""},
		{"Calculate the body mass index of a person weighing 70 kg with a height of 1.75 m", "body_mass_index"},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			if got := p.Subtasks[0].Tool; got != tc.tool {
				t.Errorf("tool %q, want %q; subtask %+v", got, tc.tool, p.Subtasks[0])
			}
		})
	}
}

// TestDropDetails: when no tool fits the goal as a whole, a part that
// asks for no action of its own keeps a tool under the threshold only
// when no other part chose another tool; an action part, a listed item
// and a part at the threshold keep theirs.
func TestDropDetails(t *testing.T) {
	part := func(text, tool string, score float64) intent {
		return intent{texts: []string{text}, st: task.Subtask{Tool: tool, Scores: []task.Score{{Tool: tool, Score: score}}}}
	}
	tools := func(in []intent) []string {
		var out []string
		for _, x := range in {
			out = append(out, x.st.Tool)
		}
		return out
	}
	listed := part("the dates of the games", "game_log", 0.1)
	listed.listed = true
	tests := []struct {
		name string
		in   []intent
		want []string
	}{
		{"a detail beside another tool", []intent{part("Show the scores of the Yankees", "scores", 0.1), part("the dates of the games", "game_log", 0.1)}, []string{"scores", ""}},
		{"a detail at the threshold", []intent{part("Show the scores of the Yankees", "scores", 0.1), part("the dates of the games", "game_log", 0.3)}, []string{"scores", "game_log"}},
		{"details of one tool", []intent{part("the scores of the Yankees", "scores", 0.1), part("the dates of the games", "scores", 0.1)}, []string{"scores", "scores"}},
		{"a listed detail", []intent{part("Show the scores of the Yankees", "scores", 0.1), listed}, []string{"scores", "game_log"}},
		{"an action", []intent{part("the scores of the Yankees", "scores", 0.3), part("and show the dates of the games", "game_log", 0.1)}, []string{"scores", "game_log"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dropDetails(tc.in, 0.2, nil)
			if got := tools(tc.in); !slices.Equal(got, tc.want) {
				t.Errorf("tools %v, want %v", got, tc.want)
			}
		})
	}
}

// TestDecomposeStripsNowThere: 现在有, 现在还有 opening a need only ask
// what there is now; the need is what follows.
func TestDecomposeStripsNowThere(t *testing.T) {
	for goal, want := range map[string]string{
		"现在还有哪些故障在处理中": "哪些故障在处理中",
		"现在有哪些工单没关":    "哪些工单没关",
		"现在在吃哪些药":      "现在在吃哪些药",
	} {
		needs, _ := decompose(goal)
		if len(needs) != 1 || needs[0].text != want {
			t.Errorf("decompose(%q) = %+v, want one need %q", goal, needs, want)
		}
	}
}
