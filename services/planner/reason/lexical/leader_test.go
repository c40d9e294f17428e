package lexical

import "testing"

// leaderCase is a query and the tool that must rank first on it, strictly
// ahead of the second.
type leaderCase struct{ query, best string }

// checkLeaders ranks each case's query on ix and reports a case whose
// tool is not first or only ties the second.
func checkLeaders(t *testing.T, ix *Index, tests []leaderCase) {
	t.Helper()
	for _, tc := range tests {
		r := ix.Rank(tc.query)
		if len(r) == 0 || r[0].Tool != tc.best || len(r) > 1 && r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", tc.query, r, tc.best)
		}
	}
}
