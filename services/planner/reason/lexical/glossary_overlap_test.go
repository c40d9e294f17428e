package lexical

import (
	"slices"
	"testing"
)

// TestSegmentOverlapKeepsLoneCharacter: when two words overlap and
// either cut covers as much with longer words, the cut leaves alone the
// character that stands alone best (a particle, a one-character word):
// 没有空档 reads 空档, not 有空; 改成绩 reads 成绩 after 改. Where no such character is left, the cut stays as
// before: 有空吗 keeps 有空, 改签到 stays 改签, 查一下 stays whole.
func TestSegmentOverlapKeepsLoneCharacter(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"周三没有空档", "空档"},
		{"老师要改成绩", "成绩"},
		// must leave alone
		{"明天有空吗", "有空"},
		{"还有空位的课", "有空位"},
		{"改签到周五", "改签"},
		{"查一下", "查一下"},
		{"帮我排查一下", "排查"},
		{"改成周五", "改成"},
		{"试用期转正", "转正"},
	} {
		_, words := gloss.segment([]rune(tc.in))
		if !slices.Contains(words, tc.want) {
			t.Errorf("segment(%q) = %q, want it to hold %q", tc.in, words, tc.want)
		}
	}
}
