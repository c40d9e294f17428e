package manifest

import (
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestNameWords splits names at punctuation and case changes.
func TestNameWords(t *testing.T) {
	tests := map[string][]string{
		"cancel_purchase_order": {"cancel", "purchase", "order"},
		"CreateInvoice":         {"create", "invoice"},
		"getHTTPStatus":         {"get", "http", "status"},
		"bulk-delete.users":     {"bulk", "delete", "users"},
		"PDF&URLTool":           {"pdf", "url", "tool"},
		"v2Update":              {"v2", "update"},
	}
	for name, want := range tests {
		if got := nameWords(name); !slices.Equal(got, want) {
			t.Errorf("nameWords(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestSideEffectOfName: a function that declares no side effect is a
// write when a verb that changes something leads or ends its name, and a
// read otherwise, a word as often a noun as a verb included.
func TestSideEffectOfName(t *testing.T) {
	tests := map[string]toolspec.SideEffect{
		"cancel_purchase_order": toolspec.Write,
		"CreateInvoice":         toolspec.Write,
		"invoice_create":        toolspec.Write,
		"check_in_guest":        toolspec.Write,
		"refundPayment":         toolspec.Write,
		"get_purchase_order":    toolspec.Read,
		"list_orders":           toolspec.Read,
		"search_tickets":        toolspec.Read,
		"order_status":          toolspec.Read,
		"record_lookup":         toolspec.Read,
		"open_positions":        toolspec.Read,
		"weather":               toolspec.Read,
		"musical_scale":         toolspec.Read,
		"dividend_per_share":    toolspec.Read,
		"user_delete":           toolspec.Write,
		"BookTool":              toolspec.Read,
		"ResumeAPI":             toolspec.Read,
		"book_flight":           toolspec.Write,
		"PDF&URLTool":           toolspec.Read,
		"waive_late_fee":        toolspec.Write,
		"acknowledge_alert":     toolspec.Write,
		"redeem_voucher":        toolspec.Write,
		"extend_rental":         toolspec.Write,
		"mark_invoice_paid":     toolspec.Write,
		"top_up_balance":        toolspec.Write,
		"retry_payment":         toolspec.Write,
		"market_summary":        toolspec.Read,
		"credit_limit":          toolspec.Read,
		"reverse_geocode":       toolspec.Read,
		"decide_permit_appeal":  toolspec.Write,
		"decision_history":      toolspec.Read,
	}
	for name, want := range tests {
		if got := sideEffectOf(name); got != want {
			t.Errorf("sideEffectOf(%q) = %s, want %s", name, got, want)
		}
	}
}

// TestFunctionsSideEffectFromName loads an OpenAI function list that
// declares no side effects: its writes are read from their names and named
// in one warning, and a side effect a function declares is kept.
func TestFunctionsSideEffectFromName(t *testing.T) {
	data := []byte(`[
{"type":"function","function":{"name":"cancel_purchase_order","description":"Cancel a purchase order.","parameters":{"type":"object","properties":{}}}},
{"type":"function","function":{"name":"get_purchase_order","description":"One purchase order.","parameters":{"type":"object","properties":{}}}},
{"name":"DeleteSupplier","description":"Remove a supplier.","parameters":{"type":"object","properties":{}}},
{"name":"reset_password","description":"Send a reset link.","side_effect":"read","parameters":{"type":"object","properties":{}}},
{"name":"list_suppliers","description":"All suppliers.","side_effect":"write","parameters":{"type":"object","properties":{}}}
]`)
	c, err := ParseFunctions("po.json", data)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]toolspec.SideEffect{
		"cancel_purchase_order": toolspec.Write,
		"get_purchase_order":    toolspec.Read,
		"DeleteSupplier":        toolspec.Write,
		"reset_password":        toolspec.Read,  // declared
		"list_suppliers":        toolspec.Write, // declared
	}
	for _, tl := range c.Tools {
		if tl.Spec.SideEffect != want[tl.Spec.Name] {
			t.Errorf("%s: side effect %s, want %s", tl.Spec.Name, tl.Spec.SideEffect, want[tl.Spec.Name])
		}
	}
	if len(c.Warnings) != 1 {
		t.Fatalf("warnings %q, want one naming the writes read from names", c.Warnings)
	}
	w := c.Warnings[0]
	if !strings.Contains(w, "2 function(s)") || !strings.Contains(w, "cancel_purchase_order, DeleteSupplier") || strings.Contains(w, "reset_password") {
		t.Errorf("warning %q, want it to name cancel_purchase_order and DeleteSupplier only", w)
	}
}
