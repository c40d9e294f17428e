package embedded

import (
	"strings"
	"testing"
)

// TestDecomposeForbidsClause: a short clause after a request that only
// says what must not be done with its object (不能发货) is a constraint
// of that request, no need. A longer one that asks for something of its
// own, or a step in sequence, stays a need.
func TestDecomposeForbidsClause(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"先冻结 LOT-5521，不能发货", 1},
		{"先冻结 LOT-5521，不准出库", 1},
		// must leave alone
		{"先冻结 LOT-5521，不能登录的账号也查一下", 2},
		{"先冻结 LOT-5521，然后通知仓库", 2},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}

// TestDecomposeForbidsNotQuestion: 不能退款吗？ asks whether a thing can
// be done; it is no constraint of the request before it, and its words
// stay with the goal's needs.
func TestDecomposeForbidsNotQuestion(t *testing.T) {
	for _, c := range []struct {
		goal string
		want string
	}{
		{"查一下 RES-5521 的订单，不能退款吗？", "不能退款"},
		{"查一下 RES-5521 的订单，不能退款么", "不能退款"},
		// must leave alone: the constraint is dropped
		{"先冻结 LOT-5521，不能发货", ""},
	} {
		needs, _ := decompose(c.goal)
		var all string
		for _, n := range needs {
			all += n.text + "|"
		}
		if c.want != "" && !strings.Contains(all, c.want) || c.want == "" && strings.Contains(all, "不能") {
			t.Errorf("decompose(%q) = %v, want %q in a need", c.goal, needs, c.want)
		}
	}
}
