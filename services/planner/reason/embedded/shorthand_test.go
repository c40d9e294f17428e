package embedded

import (
	"slices"
	"testing"
)

// TestPlsShowsLikePlease: pls and plz are please written short: a request
// opened by them to show something asks to be shown it, and a request by
// them to act still asks for the action.
func TestPlsShowsLikePlease(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"pls show the shift swaps at north tomorrow", []string{"list_baker_shifts"}},
		{"plz show the shift swaps at north tomorrow", []string{"list_baker_shifts"}},
		{"pls swap Lily and Tom's shifts at north tomorrow", []string{"swap_baker_shift"}},
	} {
		if got := planTools(t, e, tc.goal, bakeryCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}
