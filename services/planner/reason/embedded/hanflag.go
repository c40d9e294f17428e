package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanFlagLeadRE is what a flag's Chinese description says before what the
// flag is about: 是否, 只看, 仅 — "whether", "only".
var hanFlagLeadRE = prefilter.MustCompile(`^(?:是否|是不是|只看|仅看|只显示|只列|只查|仅|只)`)

// hanDescribedCores are the phrases of a flag described in Chinese alone
// that the goal may write: "是否需要机手/飞手" gives 需要机手 and 飞手,
// "只看低于安全库存的" gives 低于安全库存. A description with Latin
// letters or digits gives none: its words are read by the other rules.
func hanDescribedCores(description string) []string {
	d := strings.TrimSpace(description)
	if d == "" || strings.IndexFunc(d, func(r rune) bool { return r < utf8.RuneSelf && (isLatinLetter(byte(r|0x20)) || r >= '0' && r <= '9') }) >= 0 {
		return nil
	}
	d = strings.TrimRight(d, "。.？?")
	d = hanFlagLeadRE.ReplaceAllString(d, "")
	d = strings.TrimSuffix(d, "的")
	var cores []string
	for _, alt := range strings.FieldsFunc(d, func(r rune) bool { return r == '/' || r == '、' || r == '或' }) {
		if utf8.RuneCountInString(alt) >= 2 && !strings.ContainsAny(alt, " ，,") {
			cores = append(cores, alt)
		}
	}
	return cores
}

// boolByHanDescribed sets a flag described in Chinese alone by the goal
// writing its phrase: the whole of one of its phrases (飞手 of 机手/飞手),
// four characters of it or more (低于安全库存 of 只看低于安全库存的), or a
// noun of it with the phrase's verb after in the same clause, the object
// put first (借支要扣 for 扣回未还借支). A negation before the phrase, or
// before that verb, or a refusal just after the phrase clears it:
// 农资赊账先别扣, 飞手就不用了.
func boolByHanDescribed(description string, g *goalValues) (any, bool) {
	for _, core := range hanDescribedCores(description) {
		rs := []rune(core)
		verb := string(rs[0])
		for n := len(rs); n >= 2; n-- {
			for i := 0; i+n <= len(rs); i++ {
				part := string(rs[i : i+n])
				at := strings.Index(g.text, part)
				if at < 0 {
					continue
				}
				end := at + len(part)
				rest := g.text[end:]
				if loc := clauseSepRE.FindStringIndex(rest); loc != nil {
					rest = rest[:loc[0]]
				}
				v := strings.Index(rest, verb)
				if n < len(rs) && n < 4 && (i == 0 || v < 0) {
					continue // two or three characters inside a phrase say too little
				}
				if flagNegatedAt(g.lower, at) || hanDeclinedAfterRE.MatchString(rest) || i > 0 && v >= 0 && hanVerbNegated(rest[:v]) {
					return false, true
				}
				return true, true
			}
		}
	}
	return nil, false
}

// hanDeclinedAfterRE begins what follows a phrase put first to decline
// it: 退款就不用了, 飞手不需要, 押金先别.
var hanDeclinedAfterRE = prefilter.MustCompile(`^(?:就|也|先|都|暂时|这次)?(?:不用|不要|不需要|不必|无需|免了|算了|没必要|别(?:[^的人处家]|$))`)

// hanVerbNegatedRE ends in a negation just before a verb: 先别, 不要, 不.
var hanVerbNegatedRE = prefilter.MustCompile(`(?:不要|不用|不必|无需|别|不)$`)

// hanVerbNegated reports whether the text before a verb negates it.
func hanVerbNegated(before string) bool {
	return hanVerbNegatedRE.MatchString(before)
}
