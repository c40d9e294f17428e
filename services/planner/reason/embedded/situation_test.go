package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanSituationJoinsRequest: a sentence that only states the asker's
// situation is the setting of the request after it, not a step of its
// own, and the request's words choose the tool.
func TestPlanSituationJoinsRequest(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "server_monitor", Description: "Monitor servers and build monitoring systems for infrastructure.", SideEffect: toolspec.Read},
		{Name: "webhook_writer", Description: "Write webhooks that send an alert to your team.", SideEffect: toolspec.Read},
		{Name: "news_feed", Description: "Stay connected to global events with up-to-date news around the world.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		name, goal string
		want       []string
	}{
		{"situation, then request", "I'm trying to build a monitoring system for my servers. Can you write a webhook that sends an alert when one goes down?", []string{"webhook_writer"}},
		// Left alone: the first sentence asks for a tool of its own.
		{"a request, then another", "I'm looking for a tool to monitor my servers. Can you write a webhook that sends an alert when one goes down?", []string{"server_monitor", "webhook_writer"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := planTools(t, newEngine(t), tc.goal, cat); !slices.Equal(got, tc.want) {
				t.Errorf("tools %v, want %v", got, tc.want)
			}
		})
	}
}

// TestSituationFor: which parts only state the situation of the next.
func TestSituationFor(t *testing.T) {
	part := func(text string) intent { return intent{texts: []string{text}} }
	request := intent{texts: []string{"Can you recommend a book for me"}, st: task.Subtask{Tool: "books"}}
	for _, text := range []string{
		"I'm in the mood for a heartwarming story that will make me cry",
		"I'm trying to create a monitoring system for my APIs",
		"We are currently redecorating the flat",
	} {
		if !situationFor(part(text), request) {
			t.Errorf("%q: not read as the situation of the request", text)
		}
	}
	for _, tc := range []struct {
		name string
		x    intent
		next intent
	}{
		{"looks for something", part("I'm looking for a heartwarming story"), request},
		{"states a need", part("I'm redecorating my house and I need to buy furniture"), request},
		{"a question", part("Am I allowed to read this book?"), request},
		{"no situation", part("The story should make me cry"), request},
		{"Chinese", part("我正在装修房子"), request},
		{"next asks nothing", part("I'm trying to create a monitoring system"), intent{texts: []string{"the alerts go to my team"}, st: task.Subtask{Tool: "books"}}},
		{"next has no tool", part("I'm trying to create a monitoring system"), intent{texts: []string{"Can you help"}}},
		{"listed", intent{texts: []string{"I'm trying to create a monitoring system"}, listed: true}, request},
	} {
		if situationFor(tc.x, tc.next) {
			t.Errorf("%s: read as a situation", tc.name)
		}
	}
}
