package embedded

import "testing"

// TestDecomposeTopicClause: a noun phrase said alone, then clauses that
// pick which of its things are meant and ask to see them all, is one
// need; a topic that is a request itself, or a clause with an action of
// its own after it, is left as it was.
func TestDecomposeTopicClause(t *testing.T) {
	tests := []struct {
		goal string
		want int
	}{
		{"上个月北区的报修单，还没处理的全部列出来", 1},
		{"西区的停车位，周末空着的，都给我看看", 1},
		{"去年的 invoices，金额超过一万的都列出来", 1},
		// must leave alone
		{"北区的报修单，把 RP-1021 关掉", 2},
		{"查一下北区的报修单，还没处理的全部列出来", 2},
		{"关闭北区的报修单，还没处理的全部列出来", 2},
		{"停车场的月卡，下周到期的都列出来", 1},
	}
	for _, tc := range tests {
		wantNeedCount(t, tc.goal, tc.want)
		needs, _ := decompose(tc.goal)
		if tc.want == 1 && len(needs) == 1 && !needs[0].asks {
			t.Errorf("decompose(%q): the need does not ask to be shown", tc.goal)
		}
	}
}
