package prefilter

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// exprs are expressions of the shapes the planner writes: words in any
// case, Han alternatives, classes, optional and repeated parts.
var exprs = []string{
	`(?i)\b(?:know|check|see|find out|tell me|ask|wonder|wondering|verify|confirm)\s+whether\b`,
	`(?i)\btoday(?:'s)?\b|\breal[- ]?time\b|\blive\b|\blatest\b|\bcurrent(?:ly)?\b|\bright now\b|实时|当天|今天|今日|当日|当前|最新|目前`,
	`(今年|本年|去年|上一年|前年|明年)\s*(\d{1,3}|[零一二两三四五六七八九十百]{1,4})\s*月份?`,
	`(本|这个?|当前|上上个?|上一?个?|下一?个?)季度?`,
	`(本|这|上上|上一?|下一?)个?(?:周|星期|礼拜)([一二三四五六日天1-7])?`,
	`(?i)\bask\b|\bseek\b|\bKelvin\b`,
	`(?i)İstanbul|straße`,
	`(?i)[a-c]x{2,}`,
	`(?:ab)+c|d{3}`,
	`\x{FFFD}|abc`,
	`[\x{FFFD}]`,
	`x*`,
	`^$`,
	`(?i)\d+\s*(?:kg|lbs?)\b`,
	`(?:^|[^折])扣\s*[\d一二两三四五六七八九十百千万]`,
	`(?i)e\.g\.|i\.e\.`,
	`Kelvin|KB|Mb|xyz|Q1|报表`,
	`(?i)ALPHA|beta|Gamma|delta|eps|报表`,
}

var texts = []string{
	"",
	"生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾",
	"I need to KNOW WHETHER it ships",
	"check   Whether the room is free",
	"Today's figures, real time, LIVE",
	"今年3月份的销售额", "下个季度", "上上个星期五", "本周", "这季",
	"ASK me", "\u212aelvin", "a\u017feek", "\u017fEEK", "kelvin",
	"istanbul", "İstanbul", "İSTANBUL", "STRASSE", "straẞe", "STRAßE",
	"bXX", "Bxxx", "c\u212a", "abababc", "ddd",
	"\xff", "a\xffb", "\xef\xbf\xbd", "abc",
	"5 KG", "10 lbs", "扣 3 件", "折扣3", "扣3",
	"E.G. this", "i.e.",
	"kelvin", "KELVIN", "Kelvin", "kb KB", "mb", "q1 报表", "alpha", "GAMMA", "Beta", "EPS", "ep",
}

// TestMayMatchKeepsEveryMatch checks the pre-check against the matcher:
// a text it rules out holds no match.
func TestMayMatchKeepsEveryMatch(t *testing.T) {
	for _, expr := range exprs {
		re, std := MustCompile(expr), regexp.MustCompile(expr)
		for _, text := range texts {
			if std.MatchString(text) && !re.MayMatch(text) {
				t.Errorf("%q: MayMatch(%q) = false, but it matches", expr, text)
			}
			if got, want := re.FindAllStringSubmatchIndex(text, -1), std.FindAllStringSubmatchIndex(text, -1); !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("%q: FindAllStringSubmatchIndex(%q) = %v, want %v", expr, text, got, want)
			}
			if got, want := re.ReplaceAllString(text, "<$0>"), std.ReplaceAllString(text, "<$0>"); got != want {
				t.Errorf("%q: ReplaceAllString(%q) = %q, want %q", expr, text, got, want)
			}
		}
	}
}

// TestMayMatchRulesOut checks that the pre-check does rule texts out: a
// pre-check that never does would pass the test above.
func TestMayMatchRulesOut(t *testing.T) {
	tests := []struct {
		expr, text string
		want       bool
	}{
		{exprs[0], "生成上周的团队周报", false},
		{exprs[0], "tell me WHETHER", true},
		{exprs[1], "生成上周的团队周报", false},
		{exprs[1], "当前", true},
		{exprs[2], "上周的周报", false},
		{exprs[2], "去年", true},
		{exprs[5], "a\u017feek", true}, // the long s is an s in any case
		{exprs[5], "plain words", false},
		{`x*`, "", true},
		{`\x{FFFD}|abc`, "\xff", true},
	}
	for _, tc := range tests {
		if got := MustCompile(tc.expr).MayMatch(tc.text); got != tc.want {
			t.Errorf("%q: MayMatch(%q) = %v, want %v", tc.expr, tc.text, got, tc.want)
		}
	}
}

// FuzzMayMatch checks the pre-check against the matcher on any text.
func FuzzMayMatch(f *testing.F) {
	for _, text := range texts {
		f.Add(text)
	}
	res := make([]*Regexp, len(exprs))
	stds := make([]*regexp.Regexp, len(exprs))
	for i, expr := range exprs {
		res[i], stds[i] = MustCompile(expr), regexp.MustCompile(expr)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for i, std := range stds {
			if std.MatchString(text) && !res[i].MayMatch(text) {
				t.Errorf("%q: MayMatch(%q) = false, but it matches", exprs[i], text)
			}
		}
	})
}

// TestIndexFold checks indexFold against a search of the lower-cased text.
func TestIndexFold(t *testing.T) {
	lower := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b)
	}
	tests := []struct{ s, sub string }{
		{"xxAbC", "abc"}, {"ab", "abc"}, {"aAbc", "abc"}, {"", "a"}, {"a", ""},
		{"ABCabc", "bca"}, {"aaaaB", "ab"}, {"AaAaB", "ab"}, {"bbbbA", "a"},
		{"周报 E-Mail", "e-mail"}, {"x.Y", ".y"}, {"..", ".."}, {"Whether", "whether"}, {"whethe", "whether"},
	}
	for _, tc := range tests {
		if got, want := indexFold(tc.s, tc.sub), strings.Index(lower(tc.s), tc.sub); got != want {
			t.Errorf("indexFold(%q, %q) = %d, want %d", tc.s, tc.sub, got, want)
		}
	}
}
