package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// signedRE is a description that says a negative number takes away:
// "units to add (positive) or remove (negative)", "negative to decrease",
// or calls its change signed, or gives a negative one as its example:
// "Signed change in packs, e.g. -3".
var signedRE = prefilter.MustCompile(`(?i)\b(remov|subtract|decreas|deduct|reduc|withdraw|take)\w*\b[^.;]{0,24}\bnegative\b|\bnegative\b[^.;]{0,24}\b(remov|subtract|decreas|deduct|reduc|withdraw|take)|\bsigned (?:change|delta|difference|adjustment|amount|quantity|number)\b|(?:\be\.g\.|\beg\.|\bfor example|\bsuch as|例如|比如)[\s,:]*[-−]\d`)

// removalRE is a goal that takes something away: "write off 12", "remove
// 5 units", "take 200 points back", 盘亏 3 件, 扣减 10, 多给了1000分扣回来 (a 折扣 is a price, not a
// deduction).
var removalRE = prefilter.MustCompile(`(?i)\b(writ(e|es|ing|ten) off|wrote off|remov(e|es|ed|ing)|deduct(s|ed|ing)?|subtract(s|ed|ing)?|decreas(e|es|ed|ing)|reduc(e|es|ed|ing)|lost|missing|short by|(?:take|took|taking|claw|clawed|clawing)(?: it| them| \d[\d,.]*(?: [a-z]+)?)? back)\b|盘亏|减少|扣减|扣除|减去|报损|丢失|损耗|少了|短少|扣回|扣掉|收回|(?:^|[^折])扣\s*[\d一二两三四五六七八九十百千万]`)

// signRemovals makes negative a positive number filled for a signed
// parameter when the goal asks to take away: the schema says removing is
// negative, the goal writes the amount without its sign.
func signRemovals(sch object, args map[string]any, text string) {
	// The schema is read before the goal: most arguments are no signed
	// number, and then the goal's words change nothing.
	var signed []string
	for n := range args {
		p := sch.Properties[n]
		if (p.typ() == "integer" || p.typ() == "number") && signedRE.MatchString(p.Description) {
			signed = append(signed, n)
		}
	}
	if len(signed) == 0 || !removalRE.MatchString(text) || strings.Contains(text, "-") && minusNumberRE.MatchString(text) {
		return
	}
	for _, n := range signed {
		switch x := args[n].(type) {
		case int:
			if x > 0 {
				args[n] = -x
			}
		case int64:
			if x > 0 {
				args[n] = -x
			}
		case float64:
			if x > 0 {
				args[n] = -x
			}
		}
	}
}

// minusNumberRE is a number written with its minus sign.
var minusNumberRE = prefilter.MustCompile(`(^|[\s(:：=,，])-\d`)
