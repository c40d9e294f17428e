package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsCodeRuns reads codes joined by commas and "and" (和, 、) as
// one list for a list parameter, and codes apart as no list.
func TestFillArgsCodeRuns(t *testing.T) {
	const notify = `{"type":"object","properties":{` +
		`"customer_ids":{"type":"array","items":{"type":"string","pattern":"^CU\\d{5}$"},"minItems":1,"description":"Customers to message."},` +
		`"order_id":{"type":"string","pattern":"^OD\\d{6}$"},` +
		`"content":{"type":"string","description":"Message text."}},"required":["customer_ids","content"]}`
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want any
	}{
		{"Message CU10021, CU10022 and CU10023 that the shop opens late", []any{"CU10021", "CU10022", "CU10023"}},
		{"给CU10021和CU10022发消息，说今天晚开门", []any{"CU10021", "CU10022"}},
		{"Message CU10021 about order OD204411", []any{"CU10021"}},
	} {
		args, _ := fill(t, e, tc.goal, notify)
		if got := args["customer_ids"]; !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: customer_ids = %v, want %v (args %v)", tc.goal, got, tc.want, args)
		}
	}
}
