package embedded

import "testing"

// TestStillNotAsksNothing: 还没还清 is 还 "still", 没 and the verb 还
// "repay": it tells a state, not an A-not-A question. 还不还 still asks.
func TestStillNotAsksNothing(t *testing.T) {
	for text, want := range map[string]bool{
		"LN-2201 的借款还没还清": false,
		"他上次借的书还没还":       false,
		"LN-2201 的借款他还不还": true,
		"这笔款要不要退":         true,
	} {
		if got := isQuestion(text); got != want {
			t.Errorf("isQuestion(%q) = %v, want %v", text, got, want)
		}
	}
}
