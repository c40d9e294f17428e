package digest

import (
	"fmt"
	"testing"
)

func TestWordsSplitNames(t *testing.T) {
	tests := []struct{ name, want string }{
		{"", "[]"},
		{"noop", "[noop]"},
		{"query_alert_history", "[query alert history]"},
		{"list-open.requirements", "[list open requirements]"},
		{"productLineID", "[product line id]"},
		{"HTTPServerError", "[http server error]"},
		{"getURLs2", "[get urls2]"},
		{"orderIDs", "[order ids]"},
		{"APIsList", "[apis list]"},
		{"__lead__Trail__", "[lead trail]"},
		{"Ünïcode_Straße", "[ünïcode straße]"},
		{"产品线_指标", "[产品线 指标]"},
		{"bad\xffbyte", "[bad byte]"},
		{"aB", "[a b]"},
		{"A", "[a]"},
	}
	for _, tc := range tests {
		if got := fmt.Sprint(words(tc.name)); got != tc.want {
			t.Errorf("words(%q) = %s, want %s", tc.name, got, tc.want)
		}
	}
}
