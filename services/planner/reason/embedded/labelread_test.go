package embedded

import "testing"

// TestReadRequestAfterLabel: a Chinese need that opens with a label and
// a colon still asks to look when a look follows the colon; a label
// that sends a notice opens the notice's text, which asks nothing.
func TestReadRequestAfterLabel(t *testing.T) {
	for text, want := range map[string]bool{
		"新员工入职：先查一下他的安全培训记录": true,
		"夜班交接：看看 3 号房的情况":    true,
		"给住户发个通知：请查看新的停车规定":  false,
		"把 3 号房的记录改成已清洁":     false,
	} {
		if got := readRequestRE.MatchString(text); got != want {
			t.Errorf("readRequestRE.MatchString(%q) = %v, want %v", text, got, want)
		}
	}
}
