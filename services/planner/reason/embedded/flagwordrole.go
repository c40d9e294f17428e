package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// flagWordNounRE follows a flag word that names a record, not the act:
// 退款状态, 提交记录, 收费标准.
var flagWordNounRE = prefilter.MustCompile(`^(?:状态|记录|标准|进度|情况|明细|流程|政策|规则)`)

// flagWordAskRE asks about a flag word's act rather than for it: who did
// it, how far it has got, whether it was done.
var flagWordAskRE = prefilter.MustCompile(`谁|怎么样|到哪|哪一步|多少|什么时候|是否|了没|(?:吗|呢)\s*$`)

// flagWordAbleRE asks politely for the act (能退款吗, 可以提交吗), or asks
// for a list of the items the flag keeps (哪些时段没人认领？).
var flagWordAbleRE = prefilter.MustCompile(`能|可以|可否|帮|哪些|哪几`)

// spanLetters begin how long or how much a verb with 了 went on: 停了两
// 小时, 停了好久.
const spanLetters = "一二三四五六七八九十两几半好很快大"

// takesObject reports whether after, what follows a verb written with 了,
// opens with a Han letter that neither a particle nor a span is: the
// verb's object (停了电).
func takesObject(after string) bool {
	r, _ := utf8.DecodeRuneInString(after)
	return unicode.Is(unicode.Han, r) && !strings.ContainsRune(particles, r) && !strings.ContainsRune(spanLetters, r)
}

// flagWordModRE is a flag word written as a modifier (提交过的那份).
var flagWordModRE = prefilter.MustCompile(`^(?:过|了)?的`)

// flagWordNegRE dismisses what a modifier describes: 不用管, 别动.
var flagWordNegRE = prefilter.MustCompile(`不|别|无需|没`)

// flagWordElsewhere reports whether the table word k, written at p
// of lower, plays another role than the act its flag names: a record of
// the act (退款状态), a question about it (谁提交的, 退款到哪一步了, "did
// anyone email it?"), or a
// modifier of a thing the clause sets aside (提交过的那份不用管); a modifier of the things a
// list asks for (有没有错过的期限？) keeps its role.
func flagWordElsewhere(lower string, p int, k string) bool {
	start, end := 0, len(lower)
	if locs := clauseSepRE.FindAllStringIndex(lower[:p], -1); len(locs) > 0 {
		start = locs[len(locs)-1][1]
	}
	if loc := clauseSepRE.FindStringIndex(lower[p:]); loc != nil {
		end = p + loc[0]
		if c := lower[end : p+loc[1]]; c == "?" || c == "？" {
			end = p + loc[1] // the mark ends the clause's question
		}
	}
	clause, after := lower[start:end], lower[p+len(k):end]
	if strings.HasSuffix(k, "了") && takesObject(after) {
		return true // 停了电 cuts the power off; the machine has not stopped
	}
	if flagWordNounRE.MatchString(after) || k == "低于" && belowNumberRE.MatchString(after) {
		return true
	}
	if m := flagWordModRE.FindStringIndex(after); m != nil && strings.Trim(after[m[1]:], " ?？") != "" {
		// a modifier of a thing: set aside (不用管) or kept, as a list's
		// items are (有没有已经错过的期限？)
		return flagWordNegRE.MatchString(after[m[1]:])
	}
	q := strings.TrimRight(clause, "?？")
	if (flagWordAskRE.MatchString(q) || len(q) < len(clause)) && !flagWordAbleRE.MatchString(clause) && !requestOpenRE.MatchString(clause) {
		return true
	}
	return false
}

// belowNumberRE opens what follows 低于 with a number (再订货点低于10的):
// a value compared with that number, not stock below its own mark.
var belowNumberRE = prefilter.MustCompile(`^\s*[0-9０-９一二两三四五六七八九十百千万]`)
