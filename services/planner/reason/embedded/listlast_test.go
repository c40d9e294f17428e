package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// studioCatalog books and lists rehearsal room bookings.
func studioCatalog() []toolspec.Spec {
	band := `"band_id":{"type":"string","pattern":"^BD[0-9]{4}$","description":"Band account, e.g. BD0042."}`
	day := `,"date":{"type":"string","format":"date"}`
	return []toolspec.Spec{
		{Name: "list_room_appointments", Description: "List the rehearsal room appointments of a band over a period.", SideEffect: toolspec.Read, Parameters: objectSchema(band+day, ``)},
		{Name: "book_rehearsal_slot", Description: "Book a rehearsal room appointment for a band.", SideEffect: toolspec.Write, Parameters: objectSchema(band+day, `"band_id"`)},
		{Name: "get_band", Description: "Band account: members, contact and balance.", SideEffect: toolspec.Read, Parameters: objectSchema(band, `"band_id"`)},
		{Name: "list_invoices", Description: "Invoices of the studio by month.", SideEffect: toolspec.Read, Parameters: objectSchema(`"month":{"type":"string"}`, ``)},
		{Name: "report_gear_fault", Description: "Report a broken amplifier or drum kit.", SideEffect: toolspec.Write, Parameters: objectSchema(`"item":{"type":"string"}`, `"item"`)},
		{Name: "drop_rehearsal_slot", Description: "Cancel a rehearsal room booking.", SideEffect: toolspec.Write, Parameters: objectSchema(`"booking_id":{"type":"string"}`, `"booking_id"`)},
	}
}

// TestListLastAsksToBeShown: a Chinese need that ends by asking for a
// list (…都列一下, 列出来) asks to be shown what it names, even when the
// thing it names (预约) glosses as the verb of a write. A need that asks
// for the write is left as it was.
func TestListLastAsksToBeShown(t *testing.T) {
	checkPlans(t, studioCatalog(), []planCase{
		{"listed out", "BD0042 这个月的预约列出来", []string{"list_room_appointments"}},
		{"the write asked", "给 BD0042 预约明天的排练室", []string{"book_rehearsal_slot"}},
	})
	for _, text := range []string{"X 的预约都列一下", "预约列出来。"} {
		if !looksLast(text) {
			t.Errorf("looksLast(%q) = false, want true", text)
		}
	}
	for _, text := range []string{"列一下清单再预约", "把它列入计划"} {
		if looksLast(text) {
			t.Errorf("looksLast(%q) = true, want false", text)
		}
	}
}
