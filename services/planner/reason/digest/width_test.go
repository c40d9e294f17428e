package digest

import "testing"

func TestFitWidth(t *testing.T) {
	tests := []struct {
		name, s string
		w       int
		want    string
	}{
		{"fits", "revenue", 10, "revenue"},
		{"cut", "revenue per store", 8, "revenue…"},
		{"wide characters take two columns", "华东区门店", 10, "华东区门店"},
		{"wide characters cut", "华东区门店明细", 8, "华东区…"},
		{"mixed", "P1 需求", 6, "P1 需…"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := fitWidth(tc.s, tc.w)
			if got != tc.want {
				t.Errorf("fitWidth(%q, %d) = %q, want %q", tc.s, tc.w, got, tc.want)
			}
			if width(got) > tc.w {
				t.Errorf("fitWidth(%q, %d) is %d columns wide", tc.s, tc.w, width(got))
			}
		})
	}
}
