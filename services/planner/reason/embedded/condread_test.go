package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// trainCatalog is a rail desk's tools: a train number every train tool
// takes, so the number alone names no one read.
func trainCatalog() []toolspec.Spec {
	train := `"train_no":{"type":"string","pattern":"^T[0-9]{3}$","description":"Train number."},"date":{"type":"string","format":"date"}`
	return []toolspec.Spec{
		{Name: "get_train_status", Description: "Live status of one train on one day: departure and arrival times, how late it runs and why, platform.", SideEffect: toolspec.Read,
			Parameters: objectSchema(train, `"train_no"`)},
		{Name: "get_train_crew", Description: "Crew rostered on one train on one day: driver and guards.", SideEffect: toolspec.Read,
			Parameters: objectSchema(train, `"train_no"`)},
		{Name: "list_late_trains", Description: "Trains that ran late at a station over a period, with how late each was.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"station":{"type":"string","description":"Station name."},"min_late_minutes":{"type":"integer","description":"Only trains at least this late."}`, ``)},
		{Name: "move_ticket", Description: "Move a ticket onto another train.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"ticket":{"type":"string","pattern":"^[A-Z]{6}$","description":"Ticket reference."},`+
				`"new_train_no":{"type":"string","pattern":"^T[0-9]{3}$","description":"Train number, e.g. T350."},"new_date":{"type":"string","format":"date"}`, `"ticket","new_train_no"`)},
		{Name: "cancel_train", Description: "Cancel one train on one day.", SideEffect: toolspec.Write, Parameters: objectSchema(train, `"train_no"`)},
	}
}

// TestConditionOnSharedIdentifierReadsIt: a condition about one object
// whose identifier several reads take (a train's status, its crew) is
// decided by the read its words choose among those that take it, not by
// a list that does not; the action's own clause fills its arguments, so
// the condition's identifier does not stand for the one the action names.
func TestConditionOnSharedIdentifierReadsIt(t *testing.T) {
	cat := trainCatalog()
	goal := "If T101 tomorrow runs late by more than 2 hours, move ticket QWERTY onto T205 the same day"
	checkPlans(t, cat, []planCase{
		{"English condition first", goal, []string{"get_train_status", "move_ticket"}},
		// A condition naming no object adds no read.
		{"no object", "If the weather turns bad, move ticket QWERTY onto T205", []string{"move_ticket"}},
	})
	_, p := planOver(t, newEngine(t), goal, cat)
	if got := argsOf(p, "move_ticket")["new_train_no"]; got != "T205" {
		t.Errorf("move_ticket new_train_no = %v, want T205", got)
	}
}
