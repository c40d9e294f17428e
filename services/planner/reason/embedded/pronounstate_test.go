package embedded

import "testing"

// TestStatementsAfterTheRequestAreItsReason: "it's blocking the bay",
// "car's been full for an hour" say why the write before them is asked;
// they ask to read nothing.
func TestStatementsAfterTheRequestAreItsReason(t *testing.T) {
	checkPlans(t, fineCatalog(), []planCase{
		{"reasons after", "stop run RUN-25091000, car's been full for an hour and it's blocking the bay", []string{"remote_halt_run"}},
		{"a reason after a question", "is run RUN-25091000 still going? it's blocking the bay", []string{"get_charging_run"}},
		{"a look asked", "show me run RUN-25091000", []string{"get_charging_run"}},
	})
}

// TestPronounStateIsAReason: a state said of a pronoun or a bare noun
// after a request is its reason; after a bare word, or asked, it is not.
func TestPronounStateIsAReason(t *testing.T) {
	for _, c := range []struct {
		clause, prev string
		want         bool
	}{
		{"it's blocking the bay", "stop run RUN-25091000", true},
		{"they're waiting outside", "open gate G-2", true},
		{"car's been full for an hour", "stop run RUN-25091000", true},
		{"he's coughing badly", "urgent", false},
		{"what's been charged", "stop run RUN-25091000", false},
		{"it's", "stop run RUN-25091000", false},
	} {
		if got := reasonClause(c.clause, c.prev); got != c.want {
			t.Errorf("reasonClause(%q, %q) = %v, want %v", c.clause, c.prev, got, c.want)
		}
	}
}
