package manifest

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPairedWriteFromName: a name led by a word as often a noun as a verb
// is a write when another function of the file works on the object it
// names; the word stays a read's when the other name holds it too, when
// nothing else names its object, or when the function declares a side
// effect.
func TestPairedWriteFromName(t *testing.T) {
	data := []byte(`[
{"name":"record_site_visit","description":"A site visit.","parameters":{"type":"object","properties":{}}},
{"name":"list_site_visits","description":"Site visits.","parameters":{"type":"object","properties":{}}},
{"name":"request_water_test","description":"A water test.","parameters":{"type":"object","properties":{}}},
{"name":"get_water_test_results","description":"Results.","parameters":{"type":"object","properties":{}}},
{"name":"log_entries","description":"Entries of the log.","parameters":{"type":"object","properties":{}}},
{"name":"list_log_entries","description":"Entries of the log.","parameters":{"type":"object","properties":{}}},
{"name":"record_count","description":"How many records.","parameters":{"type":"object","properties":{}}},
{"name":"order_history","description":"Past orders.","side_effect":"read","parameters":{"type":"object","properties":{}}},
{"name":"get_history","description":"History.","parameters":{"type":"object","properties":{}}}
]`)
	checkSideEffects(t, "site.json", data, map[string]toolspec.SideEffect{
		"record_site_visit":      toolspec.Write,
		"list_site_visits":       toolspec.Read,
		"request_water_test":     toolspec.Write,
		"get_water_test_results": toolspec.Read,
		"log_entries":            toolspec.Read, // the other name holds "log"
		"list_log_entries":       toolspec.Read,
		"record_count":           toolspec.Read, // nothing else names a count
		"order_history":          toolspec.Read, // declared
		"get_history":            toolspec.Read,
	})
}

// TestPairedWriteReadDescribed: a name whose description says it shows
// something, or writes the name as a noun phrase, stays a read beside a
// write on the same object; one whose description opens on the verb is
// still a write.
func TestPairedWriteReadDescribed(t *testing.T) {
	data := []byte(`[
{"name":"order_status","description":"Show the status of a customer's order.","parameters":{"type":"object","properties":{}}},
{"name":"update_status","description":"Change a ticket's status.","parameters":{"type":"object","properties":{}}},
{"name":"request_log","description":"The HTTP request log of a service.","parameters":{"type":"object","properties":{}}},
{"name":"list_logs","description":"Log files.","parameters":{"type":"object","properties":{}}},
{"name":"log_level","description":"Current log level of a service.","parameters":{"type":"object","properties":{}}},
{"name":"set_level","description":"Set an alert level.","parameters":{"type":"object","properties":{}}},
{"name":"record_donation","description":"Record donation received from a donor.","parameters":{"type":"object","properties":{}}},
{"name":"list_donations","description":"Donations.","parameters":{"type":"object","properties":{}}}
]`)
	checkSideEffects(t, "ops.json", data, map[string]toolspec.SideEffect{
		"order_status":    toolspec.Read,
		"update_status":   toolspec.Write,
		"request_log":     toolspec.Read,
		"list_logs":       toolspec.Read,
		"log_level":       toolspec.Read,
		"set_level":       toolspec.Write,
		"record_donation": toolspec.Write,
		"list_donations":  toolspec.Read,
	})
}

// checkSideEffects parses a function list and checks each function's side
// effect against want.
func checkSideEffects(t *testing.T, file string, data []byte, want map[string]toolspec.SideEffect) {
	t.Helper()
	c, err := ParseFunctions(file, data)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range c.Tools {
		if tl.Spec.SideEffect != want[tl.Spec.Name] {
			t.Errorf("%s: side effect %s, want %s", tl.Spec.Name, tl.Spec.SideEffect, want[tl.Spec.Name])
		}
	}
}
