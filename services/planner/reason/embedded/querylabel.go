package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// keywordLabelRE is a search keyword the goal labels as one: "关键词
// tariff", 关键词是夏季大促, `keyword: "solar"`. After a Chinese label
// without 是, 为 or a colon the keyword is Latin (关键词有哪些 asks what
// they are); an English label needs a colon, "is" or a quote.
var keywordLabelRE = prefilter.MustCompile(`(?i)(?:(?:关键词|关键字|搜索词|检索词)(?:\s*(?:是|为|用|[:：=])\s*|\s*([A-Za-z0-9]))|\b(?:keywords?|search terms?)\s*(?:[:：=]\s*|is\s+|["“]))`)

// keywordEndRE ends a labelled keyword: a clause's stop or a quote.
var keywordEndRE = prefilter.MustCompile(`[，。,;；？?！!“”"]|\s+(?:and|then)\s`)

// keywordUnsaidRE opens a labelled keyword that gives none: one asking
// what the keyword is (关键词是什么, "the keyword is which one") or
// saying none matters ("keyword is not important", 关键词为不限).
var keywordUnsaidRE = prefilter.MustCompile(`(?i)^(?:什么|啥|哪|多少|怎么|如何|不限|随便|任意|无所谓|(?:what|which|how|not|none|any|whatever)\b)`)

// stepText is the words of the step a subtask does, or the whole goal's
// where the subtask has none: a keyword one step labels is no other
// step's.
func stepText(st *task.Subtask, g *goalValues) string {
	if st != nil && st.Description != "" {
		return st.Description
	}
	return g.text
}

// labelledKeyword returns the keyword a goal labels as one, up to the end
// of its clause; a label asking what its keyword is, or saying none
// matters, gives none.
func labelledKeyword(text string) (string, bool) {
	m := keywordLabelRE.FindStringSubmatchIndex(text)
	if m == nil {
		return "", false
	}
	rest := text[m[1]:]
	if m[2] >= 0 {
		rest = text[m[2]:] // the Latin letter that opened it is the keyword's own
	}
	rest = strings.TrimLeft(rest, `"“'`)
	if e := keywordEndRE.FindStringIndex(rest); e != nil {
		rest = rest[:e[0]]
	}
	rest = strings.TrimSpace(rest)
	if keywordUnsaidRE.MatchString(rest) {
		return "", false
	}
	return rest, rest != ""
}
