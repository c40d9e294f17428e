package embedded

import (
	"strings"
	"testing"
)

// prevWordFields is prevWord as the word list of the whole prefix reads it.
func prevWordFields(lower string, pos int) string {
	f := strings.Fields(lower[:pos])
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[len(f)-1], ",.;:'\"")
}

func TestPrevWordIsLastWordOfPrefix(t *testing.T) {
	for _, s := range []string{
		"book a table for 4 at 7pm",
		"  leading  and trailing   ",
		"查一下 订单 ORD-7 的状态",
		"from \"paris\", to 'rome'; on 2025-03-10.",
		"tab\tand\nnewline\u00a0nbsp\u3000ideographic space",
		"",
		"one",
		"bad \xff byte",
	} {
		for pos := 0; pos <= len(s); pos++ {
			if got, want := prevWord(s, pos), prevWordFields(s, pos); got != want {
				t.Errorf("prevWord(%q, %d) = %q, want %q", s, pos, got, want)
			}
		}
	}
}

func BenchmarkPrevWordLongGoal(b *testing.B) {
	goal := strings.Repeat("please check the status of order ord-7 for the customer in paris, ", 200)
	b.ReportAllocs()
	for b.Loop() {
		for pos := 0; pos < len(goal); pos += 7 {
			prevWord(goal, pos)
		}
	}
}
