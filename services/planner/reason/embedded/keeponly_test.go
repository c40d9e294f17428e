package embedded

import "testing"

// TestDecomposeKeepOnlyAndParts: a clause that keeps a request's result
// to some of its items (只看已确认的) or says which parts it carries
// (要带上付款明细) narrows that request, no need of its own. One that
// names an object of its own, or asks to add something, stays a need.
func TestDecomposeKeepOnlyAndParts(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"下周的 tour bookings，只看已确认的", 1},
		{"给我看 EV-5521 的详情，要带上付款明细", 1},
		// must leave alone
		{"下周的 tour bookings，只看 RC-2201 的", 2},
		{"给我看 EV-5521 的详情，再加上一个供应商", 2},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}
