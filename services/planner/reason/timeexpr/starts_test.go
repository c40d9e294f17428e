package timeexpr

import (
	"regexp"
	"testing"
	"unicode/utf8"
)

func TestStartsOf(t *testing.T) {
	tests := []struct {
		expr     string
		text     string
		mayMatch bool
	}{
		{`上周|本月`, "查询上周的营收", true},
		{`上周|本月`, "查询营收", false},
		{`\d{4}年`, "第3季度", true},
		{`\d{4}年`, "第三季度", false},
		{`(?i)\btoday\b`, "TODAY's alerts", true},
		{`(?i)since`, "ſince March", true}, // ſ folds to s
		{`(?i)since`, "上周", false},
		{`(?:the )?day`, "yesterday", true}, // an optional start: d begins a match too
		{`(?:the )?day`, "hour", false},
		{`x*`, "anything", true}, // may match empty: any text
		{`.周`, "abc", true},      // any rune begins a match
		{`^(?:上|下)周`, "下周", true},
		{`[a-c]|[d-f]|[x-z]`, "w", false},
		{`[a-c]|[d-f]|[x-z]`, "e", true},
	}
	for _, tc := range tests {
		s := startsOf(regexp.MustCompile(tc.expr))
		if got := s.mayMatch(tc.text); got != tc.mayMatch {
			t.Errorf("startsOf(%q).mayMatch(%q) = %v, want %v", tc.expr, tc.text, got, tc.mayMatch)
		}
	}
}

// Every rule's start runes are known: none may begin with any rune.
func TestRuleStartsAreSelective(t *testing.T) {
	for i, s := range ruleStarts {
		if s.any {
			t.Errorf("rule %d (%s) can begin with any rune: nothing is skipped for it", i, rules[i].re)
		}
	}
}

// FuzzRuleStarts checks that no text a rule matches is skipped.
func FuzzRuleStarts(f *testing.F) {
	for _, s := range []string{"上周", "TODAY", "ſince 2024", "Q4 2024", "3月1日", "twelfth of ſeptember", "周末", "ytd"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		// Goals are sentences. A mutated input of many kilobytes keeps a
		// worker busy past the fuzzing deadline, which the fuzzer reports
		// as a failure of its own.
		if !utf8.ValidString(text) || len(text) > 1<<10 {
			return
		}
		for i, r := range rules {
			if r.re.MatchString(text) && !ruleStarts[i].mayMatch(text) {
				t.Fatalf("rule %d (%s) matches %q, which its start runes skip", i, r.re, text)
			}
		}
	})
}
