package embedded

import "testing"

// TestSeparatorInsideWord: the 及 of 涉及 and the & of R&D are parts of a
// word, no place to split; the same separators between two requests
// still split.
func TestSeparatorInsideWord(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"列出涉及冷链运输的全部合同条款", 1},
		{"list the R&D budget lines for project PX-41", 1},
		{"列出成绩及格的全部学生名单", 1},
		// Leave alone: separators between two requests.
		{"列出本月的全部合同条款及导出上周的运输明细报表", 2},
		{"list the R&D budget lines & export the travel claims for March", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("%q: %d needs %v, want %d", tc.goal, len(needs), needs, tc.want)
		}
	}
}
