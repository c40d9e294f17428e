package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// quotaTools read and set a widget's quota, under one object's name, beside
// another write and a read of faults.
func quotaTools() []toolspec.Spec {
	widget := `{"type":"object","properties":{"widget_id":{"type":"string","pattern":"^WG-[0-9]{4}$"}},"required":["widget_id"]}`
	setQuota := `{"type":"object","properties":{"widget_id":{"type":"string","pattern":"^WG-[0-9]{4}$"},"quota":{"type":"number","description":"New quota in units"}},"required":["widget_id","quota"]}`
	return []toolspec.Spec{
		{Name: "get_widget_quota", Description: "Get the current quota of a widget.", SideEffect: toolspec.Read, Parameters: []byte(widget)},
		{Name: "set_widget_quota", Description: "Set a widget's quota.", SideEffect: toolspec.Write, Parameters: []byte(setQuota)},
		{Name: "list_widget_faults", Description: "List the faults a widget reported.", SideEffect: toolspec.Read, Parameters: []byte(widget)},
		{Name: "update_widget_prices", Description: "Update the prices a widget charges.", SideEffect: toolspec.Write, Parameters: []byte(widget)},
	}
}

// TestPlanConditionalPronounActionWritesTheReadObject: an English action
// on a pronoun after a condition ("If it's below 300, raise it to 300")
// is a step of its own, waiting on the read before; a verb the catalog
// names no write by acts through the write on the object that read.
func TestPlanConditionalPronounActionWritesTheReadObject(t *testing.T) {
	goal := "What's the current quota of WG-1234? If it's below 300, raise it to 300."
	planAvoids(t, quotaTools(), goal, []string{"get_widget_quota", "set_widget_quota"}, []string{"update_widget_prices"})
	// Leave alone: a condition that only states what the read is asked
	// with asks for no write.
	planAvoids(t, quotaTools(), "What's the current quota of WG-1234? If the site is Berlin.", []string{"get_widget_quota"}, []string{"set_widget_quota", "update_widget_prices"})
}
