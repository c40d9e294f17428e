package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// aspectForms are the other ways a goal says a state a description gives
// in Chinese with an aspect marker: 未派单 (not yet dispatched) is said
// 还没派单 or 没有派单, 已授权 (done) 已经授权 or 授权过了, 待审批
// (waiting for) 等审批 or 还没审批, 处理中 (under way) 正在处理 or
// 还在处理. Only the marker changes; the verb after it stays as the
// description writes it.
func aspectForms(w string) []string {
	if !hasHan(w) || strings.ContainsAny(w, " ,，") {
		return nil
	}
	var out []string
	add := func(pre []string, x string, post []string) {
		for _, p := range pre {
			out = append(out, p+x)
		}
		for _, p := range post {
			out = append(out, x+p)
		}
	}
	if x, ok := strings.CutPrefix(w, "未"); ok && runeCount(x) >= 2 {
		add([]string{"还没有", "还没", "没有", "尚未", "还未", "没"}, x, nil)
	}
	if x, ok := strings.CutPrefix(w, "已"); ok && runeCount(x) >= 2 && !strings.HasPrefix(x, "经") {
		add([]string{"已经"}, x, []string{"过了", "好了", "完"})
	}
	if x, ok := strings.CutPrefix(w, "待"); ok && runeCount(x) >= 2 {
		add([]string{"在等待", "在等", "等待", "等着", "还没", "尚未", "未"}, x, nil)
	}
	if x, ok := strings.CutPrefix(w, "仍在"); ok && runeCount(x) >= 1 {
		add([]string{"还在", "正在", "仍然在"}, x, nil)
	}
	if x, ok := strings.CutSuffix(w, "中"); ok && runeCount(x) >= 2 {
		add([]string{"正在", "还在", "仍在"}, x, nil)
	}
	return out
}

func runeCount(s string) int { return len([]rune(s)) }

// clauseBracketRE is a clause that defines an enum value after a colon
// and ends in Chinese words in brackets: ": waiting for review (待审方)".
var clauseBracketRE = prefilter.MustCompile(`^\s*[:：=]\s*[^;；\n()（）:：]{2,80}?[(（]([^()（）]{2,40})[)）]\s*(?:[;；\n]|$)`)

// clauseHanWords are the Chinese states a colon clause defining an enum
// value gives it in brackets at its end: "pending_verification: waiting
// for pharmacist review (待审方); verified: …" gives 待审方. Only a word
// with an aspect marker is taken, a state the goal says in its own way;
// the names of things are left to the words the description puts first.
func clauseHanWords(rest string) []string {
	m := clauseBracketRE.FindStringSubmatch(rest)
	if m == nil {
		return nil
	}
	var out []string
	for _, it := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == '，' || r == '、' || r == '/' }) {
		it = strings.TrimSpace(it)
		if n := runeCount(it); n >= 2 && n <= 8 && len(aspectForms(it)) > 0 && !strings.ContainsFunc(it, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
			out = append(out, it)
		}
	}
	return out
}
