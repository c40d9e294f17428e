package embedded

import (
	"slices"
	"testing"
)

// TestHowManyAsks: 几 before a measure word asks how many, unless a
// numeral, 好, a demonstrative or a time word before it makes it "some".
func TestHowManyAsks(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"下周有几个面包要烤", true},
		{"昨天一共来了几位客人", true},
		{"几台烤箱坏了", true},
		{"十几个面包烤焦了", false},
		{"好几位客人投诉", false},
		{"这几个面包送到港口店", false},
		{"前几次的面粉单", false},
		{"几乎没有客人", false},
	} {
		if got := asksHowMany(tc.text); got != tc.want {
			t.Errorf("asksHowMany(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestHowManyReadsItsObjectsCluster: a Chinese question by 几 and a
// measure word, led by one object's tools, reads that object; "these
// few" (这几个) asks nothing.
func TestHowManyReadsItsObjectsCluster(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"明天有几个人上班", []string{"list_baker_shifts"}},
		{"明天这几个人上班", nil},
	} {
		if got := planTools(t, e, tc.goal, bakeryCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}
