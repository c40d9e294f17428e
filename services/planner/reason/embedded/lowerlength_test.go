package embedded

import "testing"

// TestBracketAfterLowerLength: a value whose lower case is shorter or
// longer than it (the Kelvin sign, a dotted capital I) still finds the
// brackets right after it; a plain value keeps its gloss.
func TestBracketAfterLowerLength(t *testing.T) {
	cases := []struct{ desc, v, want string }{
		{"Band: \u212A (cold chain), A (ambient)", "\u212A", "cold chain"},
		{"Hub: İST (istanbul), ANK (ankara)", "İST", "istanbul"},
		// Must leave alone.
		{"Speed: express (next day), standard (3-5 days)", "express", "next day"},
	}
	for _, tc := range cases {
		got, ok := bracketAfter(tc.desc, tc.v)
		if !ok || got != tc.want {
			t.Errorf("bracketAfter(%q, %q) = %q, %v; want %q", tc.desc, tc.v, got, ok, tc.want)
		}
	}
}
