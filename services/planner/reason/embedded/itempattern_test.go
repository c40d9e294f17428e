package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsListItemPattern fills a list whose items carry the pattern
// with the codes the goal writes, and leaves it to words and to codes of
// another shape.
func TestFillArgsListItemPattern(t *testing.T) {
	const branches = `{"type":"object","properties":{` +
		`"branch_ids":{"type":"array","items":{"type":"string","pattern":"^BR\\d{3}$"},"minItems":1,"description":"Branches to include; omitted = all."},` +
		`"low_only":{"type":"boolean","description":"Only items below their reorder point."}}}`
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want any
	}{
		{"Show the stock at BR104", []any{"BR104"}},
		{"BR207 的库存列一下", []any{"BR207"}},
		{"Show the stock at the Riverside branch", nil},
		{"Show the stock of item SK1234", nil},
	} {
		args, _ := fill(t, e, tc.goal, branches)
		if got := args["branch_ids"]; !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: branch_ids = %v, want %v (args %v)", tc.goal, got, tc.want, args)
		}
	}
}
