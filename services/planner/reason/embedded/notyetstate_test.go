package embedded

import "testing"

// TestReportsHappenedNotYet: a Chinese clause that says something has not
// happened yet (还没来, 尚未到账) reports a state; a clause whose not-yet
// words modify a noun (还没审的单子), that asks (还没到吗, 到底还没还) or
// that is a condition (如果…还没到账) does not.
func TestReportsHappenedNotYet(t *testing.T) {
	for text, want := range map[string]bool{
		"客人到现在还没来":        true,
		"RB-1102 的押金尚未到账": true,
		"这笔借款他还没还清":       true,
		"还没审的单子都列出来":      false,
		"包裹现在还没到吗":        false,
		"客人到现在都来":         false,
		// A not-yet clause in a condition or a question of which it is.
		"如果押金还没到账，就给他发个提醒": false,
		"他的书到底还没还":         false,
		"他的书还没还是已经还了":      false,
		"他还是没来，到现在还没到":     true,
	} {
		if got := reportsHappened(text); got != want {
			t.Errorf("reportsHappened(%q) = %v, want %v", text, got, want)
		}
	}
}
