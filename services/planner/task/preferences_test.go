package task

import (
	"strings"
	"testing"
)

func TestCheckPreference(t *testing.T) {
	tests := []struct {
		name, key, value string
		ok               bool
	}{
		{"a region", "region", "east", true},
		{"recipients as JSON", "recipients", `["a@x.com","b@x.com"]`, true},
		{"a known format", "format", "table", true},
		{"an unknown format", "format", "pdf", false},
		{"an empty value", "region", "  ", false},
		{"a key with spaces", "my region", "east", false},
		{"an empty key", "", "east", false},
		{"a value too long", "note", strings.Repeat("x", MaxPreferenceValue+1), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := CheckPreference(tc.key, tc.value); (err == nil) != tc.ok {
				t.Errorf("CheckPreference(%q, %.20q) = %v, want ok %v", tc.key, tc.value, err, tc.ok)
			}
		})
	}
}
