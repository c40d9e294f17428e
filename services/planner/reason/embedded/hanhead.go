package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A description's Chinese example ends in the noun that says what kind of
// name the parameter takes — "Court name, e.g. 上海市浦东新区人民法院",
// "Courtroom, e.g. 第3法庭" — and the goal writes such a name ending in
// the same noun: 递交到上海市第一中级人民法院, 在第3法庭. fillHanHeadNames
// fills the parameter with it, from the last word that cues a place (到,
// 在, 向) or the run's start up to the noun.

// hanExampleRE is a Han example after an example mark, digits allowed
// inside: 上海市浦东新区人民法院, 第3法庭.
var hanExampleRE = prefilter.MustCompile(`(?:e\.g\.|eg\.|例如|比如|such as)\s*[:：]?\s*([\p{Han}0-9]*\p{Han}{2})(?:[\s.,;。，；)）]|$)`)

// hanNameCues are the words a Han name follows in a run: 递交到, 在, 向,
// and the words of a request no name holds: 我想去, 帮我找个.
const hanNameCues = "到在向给于至往的和与跟从把是为去找帮我你请要想个让叫"

// hanTimeLeadRE is the days and parts of a day a run opens with before a
// name: 明天下午第3法庭.
var hanTimeLeadRE = prefilter.MustCompile(`^(?:今天|明天|后天|昨天|前天|今晚|明晚|上午|下午|中午|晚上|早上|凌晨|本周|下周|上周|这周|周[一二三四五六日天]|星期[一二三四五六日天])+`)

// hanHeadOf returns the last two Han characters of the slot's example,
// the noun its names end in, or "".
func hanHeadOf(s *slot) string {
	m := hanExampleRE.FindStringSubmatch(s.p.Description)
	if m == nil || utf8.RuneCountInString(m[1]) < 3 {
		return ""
	}
	r := []rune(m[1])
	return string(r[len(r)-2:])
}

// hanHeadName returns the name the goal writes ending in head, with its
// byte offsets: the Han characters and digits before head back to a cue
// word or the run's start, less the days and times it opens with, one
// character at least before head.
func hanHeadName(text, head string) (string, int, int, bool) {
	at := strings.Index(text, head)
	if at < 0 || strings.Contains(text[at+len(head):], head) {
		return "", 0, 0, false // none, or two such names
	}
	end := at + len(head)
	a := at
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:a])
		if !unicode.Is(unicode.Han, r) && !unicode.IsDigit(r) || strings.ContainsRune(hanNameCues, r) {
			break
		}
		a -= n
	}
	if lead := hanTimeLeadRE.FindString(text[a:at]); lead != "" {
		a += len(lead)
	}
	if utf8.RuneCountInString(text[a:at]) < 1 {
		return "", 0, 0, false
	}
	return text[a:end], a, end, true
}

// fillHanHeadNames fills the plain string parameters still open whose
// description's Chinese example ends in a noun the goal writes a name
// with.
func fillHanHeadNames(slots []slot, g *goalValues, args map[string]any) {
	if !hasHan(g.text) {
		return
	}
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		head := hanHeadOf(s)
		if head == "" {
			continue
		}
		if v, a, b, ok := hanHeadName(g.text, head); ok && g.free(a, b) {
			args[s.name] = v
			g.use(a, b)
		}
	}
}
