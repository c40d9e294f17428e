package embedded

import (
	"slices"
	"testing"
)

// TestDativeNegationSparesTheObject: 不要帮他换手机壳 forbids 换, the verb
// after the one it would be done for, not 机壳, the object that ends the
// clause, which names the things a read shows as well; after 把 the verb
// still ends the clause (别帮他把订单退款 forbids 退款).
func TestDativeNegationSparesTheObject(t *testing.T) {
	got := negatedActions("不要帮他换手机壳，告诉我有哪些款式")
	if !slices.Contains(got, "换") || slices.Contains(got, "机壳") {
		t.Errorf("negated actions = %q, want 换 and not 机壳", got)
	}
	// must leave alone
	if got := negatedActions("别帮他把订单退款，先看看"); !slices.Contains(got, "退款") {
		t.Errorf("把: negated actions = %q, want 退款 among them", got)
	}
}
