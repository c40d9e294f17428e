package embedded

import "testing"

// TestDecomposeConnectiveOnlyClause: a clause that is only an additive
// connective ("Also,", "Additionally,", 另外，) leads the clause after it
// and asks nothing itself. A clause that goes on after the connective
// is left alone.
func TestDecomposeConnectiveOnlyClause(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"Is it a good time to invest in cryptocurrency? Also, can you find me a list of tourist attractions in Tokyo?", 2},
		{"I need the weather for the next three days. Additionally, are there any news articles about floods lately?", 2},
		{"查一下 ORD-1 的物流。另外，ORD-2 的发票开了没有？", 2},
		// Leave alone: the connective opens a clause of its own words.
		{"查一下 ORD-1 的物流，另外 ORD-2 的发票开了没有？", 2},
		{"Show me ORD-1. Also the invoice of ORD-2.", 2},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if needs, _ := decompose(tc.goal); len(needs) != tc.needs {
				t.Errorf("%d needs %+v, want %d", len(needs), needs, tc.needs)
			}
		})
	}
}
