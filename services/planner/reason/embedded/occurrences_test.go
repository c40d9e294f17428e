package embedded

import (
	"slices"
	"testing"
)

func TestOccurrences(t *testing.T) {
	tests := []struct {
		s, sub string
		want   []int
	}{
		{"aXbXc", "X", []int{1, 3}},
		{"aaaa", "aa", []int{0, 2}}, // each after the end of the one before
		{"叫张三叫李四", "叫", []int{0, 9}},
		{"abc", "x", nil},
		{"ab", "", []int{0, 1, 2}},
	}
	for _, tc := range tests {
		if got := slices.Collect(occurrences(tc.s, tc.sub)); !slices.Equal(got, tc.want) {
			t.Errorf("occurrences(%q, %q) = %v, want %v", tc.s, tc.sub, got, tc.want)
		}
	}
}
