package embedded

import "testing"

// TestReportsHappenedNotYet: a Chinese clause that says something has not
// happened yet (还没来, 尚未到账) reports a state; a clause whose not-yet
// words modify a noun (还没审的单子) or that asks (还没到吗) does not.
func TestReportsHappenedNotYet(t *testing.T) {
	for text, want := range map[string]bool{
		"客人到现在还没来":        true,
		"RB-1102 的押金尚未到账": true,
		"这笔借款他还没还清":       true,
		"还没审的单子都列出来":      false,
		"包裹现在还没到吗":        false,
		"客人到现在都来":         false,
	} {
		if got := reportsHappened(text); got != want {
			t.Errorf("reportsHappened(%q) = %v, want %v", text, got, want)
		}
	}
}
