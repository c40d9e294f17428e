package toolspec

import (
	"strings"
	"testing"
)

func TestValidName(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"query_metric_center", true},
		{"math.factorial", true},
		{"a-b_c.d9", true},
		{strings.Repeat("x", MaxNameLen), true},
		{strings.Repeat("x", MaxNameLen+1), false},
		{"", false},
		{"PDF&URLTool", false},
		{"has space", false},
		{"查询", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ValidName(tc.name); got != tc.want {
				t.Errorf("ValidName(%q) = %v, want %v", tc.name, got, tc.want)
			}
		})
	}
}

func TestDisplayName(t *testing.T) {
	tests := []struct {
		spec Spec
		want string
	}{
		{Spec{Name: "PDF_URLTool", OriginalName: "PDF&URLTool"}, "PDF&URLTool"},
		{Spec{Name: "plain"}, "plain"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			if got := tc.spec.DisplayName(); got != tc.want {
				t.Errorf("DisplayName() = %q, want %q", got, tc.want)
			}
		})
	}
}
