package embedded

import "testing"

// TestDecomposeMeansListIsOneNeed: clauses that open with a gerund after
// a need that names its means by "by" and a gerund are more of those
// means, not needs of their own; a clause that asks for another action
// stands.
func TestDecomposeMeansListIsOneNeed(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"I want to optimize my ad campaign by analyzing the performance metrics, adjusting targeting settings, refining ad copy and creatives, conducting A/B testing, and implementing effective bidding strategies to increase conversions.", 1},
		// must leave alone: no means named by "by", or a clause of
		// another action.
		{"Analyze the performance metrics of my ad campaign, refining ad copy and creatives for each audience segment.", 3},
		{"I want to optimize my ad campaign by analyzing the performance metrics, and book a meeting with my marketing team for Friday.", 2},
	}
	for _, tc := range tests {
		wantNeedCount(t, tc.goal, tc.needs)
	}
}
