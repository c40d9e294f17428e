package digest

import (
	"math"
	"testing"
)

func TestNumText(t *testing.T) {
	tests := []struct {
		name   string
		f      float64
		signed bool
		want   string
	}{
		{"small integer", 42, false, "42"},
		{"four digits stay ungrouped", 1234, false, "1234"},
		{"thousands", 20699843, false, "20,699,843"},
		{"negative", -12345, false, "-12,345"},
		{"signed positive", 3.2, true, "+3.2"},
		{"signed zero has no sign", 0, true, "0"},
		{"at most four decimals", 1.234567, false, "1.2346"},
		{"trailing zeros dropped", 0.10004, false, "0.1"},
		{"grouped with a fraction", 12345.5, false, "12,345.5"},
		{"infinity", math.Inf(1), false, "+Inf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := numText(tc.f, tc.signed); got != tc.want {
				t.Errorf("numText(%v, %v) = %q, want %q", tc.f, tc.signed, got, tc.want)
			}
		})
	}
}
