package timeexpr

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A number a date rule matched may count, number or address something
// rather than name a day: "to 8 guests", "3号楼", "松林路18号". The
// helpers here tell them apart.

// wordAfterRE is the word after a bare number or an ordinal, past the
// spaces.
var wordAfterRE = prefilter.MustCompile(`^\s+([A-Za-z]+)`)

// countsAfter reports whether a noun follows a bare number, so that it
// counts something rather than ends a range of days: "May 6 to 8 guests".
// An ordinal ("8th") or a word that only links what follows ("to 8 for
// the offsite", "to 8 inclusive") keeps it a day.
func countsAfter(rest string) bool {
	m := wordAfterRE.FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	if strings.EqualFold(m[1], "of") {
		return ofCount(rest) // "12 to 14 of our branches"; "14 of this month" is a day
	}
	switch strings.ToLower(m[1]) {
	case "for", "in", "at", "and", "or", "from", "with", "on", "to", "please", "inclusive", "both", "so", "but", "if", "then", "this", "next":
		return false
	}
	return true
}

// ofCountRE is "of" and a plural noun or a pronoun after a number: the
// number counts some of them ("14 of our branches", "3 of them").
var ofCountRE = prefilter.MustCompile(`(?i)^\s+of\s+(?:(them|us|you|those|these)\b|(?:(?:the|our|their|its|your|my|these|those|all|his|her)\s+)?([a-z]+\s+)?([a-z]+[^s\s]s)\b)`)

// notPlural are words ending in s that name no things counted.
var notPlural = map[string]bool{"this": true, "its": true, "his": true, "was": true, "has": true, "does": true, "is": true, "as": true, "us": true}

// ofCount reports whether rest, after a number, is "of" and what it
// counts.
func ofCount(rest string) bool {
	m := ofCountRE.FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	return m[1] != "" || !notPlural[strings.ToLower(strings.TrimSpace(m[2]))] && !notPlural[strings.ToLower(m[3])]
}

// numberedPlaceRE is a word for a place right after 号: 3号楼 is building
// 3, 5号门 gate 5, 2号线 line 2, 8号床 bed 8. 门店, 线上 and 房租 are other
// words and leave 号 a day.
var numberedPlaceRE = prefilter.MustCompile(`^(?:楼|门(?:[^店]|$)|线(?:[^上下]|$)|房(?:[^租价费]|$)|床|栋|室|院|座|馆|仓|库|柜)`)

// bareHanDay is a day of the month written alone: 15号, 十五号.
const bareHanDay = `(\d{1,2}|[一二三四五六七八九十]{1,3})\s*号`

var (
	bareHanDayRE = prefilter.MustCompile(`^` + bareHanDay + `$`)
	// hanDayRunRE is a run of days with 号 written once: 5-7号.
	hanDayRunRE = prefilter.MustCompile(`^(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:-|~|～|—|–|到|至)\s*` + bareHanDay + `$`)
	// dayAfterRE is what may follow a day of the month written alone: a
	// time of the day, a shift, a word placing a time before or after it
	// (前, 后, 起, but not 前台, 后台, 起重机), an event a day is set for
	// (交货, 到期, 开工) or a stay or trip starts or ends on (入住, 退房, 结账,
	// 离开, 回来), 的, or the end of a sentence or clause. Anything
	// else (2号收银台, "2号 机台", 1号、2号机台) makes the number one of a
	// thing.
	dayAfterRE = prefilter.MustCompile(`^(?:的|之前|以前|之后|以后|前(?:[^台门排面]|$)|后(?:[^台门排面勤]|$)|起(?:[^重飞]|$)|开始|到|至|为止|当天|那天|全天|整天|上午|下午|晚上|早上|早晨|中午|凌晨|傍晚|夜里|夜间|[早中晚白夜]班|交货|交付|到期|截止|发货|到货|开工|完工|上线|入住|退房|结账|离店|离开|出发|返程|回来|返回|[,.;:!?)，。；：！？）]|$)`)
)

// numberedThing reports whether a match of text[start:end], 15号 or 5-7号
// alone, numbers a thing rather than a day (第3号, 3号起重机, 1-3号收银台),
// or is no day alone: the day of a month written before it (2月30号, which
// no calendar holds).
func numberedThing(text string, start, end int) bool {
	if !bareHanDayRE.MatchString(text[start:end]) && !hanDayRunRE.MatchString(text[start:end]) {
		return false
	}
	before := strings.TrimRight(text[:start], " ")
	last, _ := utf8.DecodeLastRuneInString(before)
	// 第3号 is an ordinal, 一百零五号 a number the match holds only part of.
	return !dayAfterRE.MatchString(text[end:]) || last == '月' || last == '第' || strings.ContainsRune("零一二两三四五六七八九十百千", last)
}

// ordinalThing reports whether the match text[start:end] ends in an
// English ordinal ("the 3rd") that counts the noun after it (the 3rd
// floor, the 2nd line) rather than naming a day, or that a month follows
// ("the 2nd of March").
func ordinalThing(text string, start, end int) bool {
	// Every rule's match comes here: an ordinal ends in a letter (st, nd,
	// rd, th, in either case), which most matches do not.
	if c := text[end-1] | 0x20; c < 'a' || c > 'z' || !ordinalEndRE.MatchString(text[start:end]) {
		return false
	}
	m := wordAfterRE.FindStringSubmatch(text[end:])
	return m != nil && !dayFollowers[strings.ToLower(m[1])]
}

// streetNumber reports whether a match ending in 号 is the number of a
// street address right after its street: 松林路18号, 中山大道8号, 南京西街3号.
func streetNumber(text string, start, end int) bool {
	if !strings.HasSuffix(text[:end], "号") {
		return false
	}
	prev, size := utf8.DecodeLastRuneInString(text[:start])
	if prev == '道' {
		// 知道, 难道, 报道 and the like are words, not a street.
		before, _ := utf8.DecodeLastRuneInString(text[:start-size])
		return !strings.ContainsRune("知难报问说顺频味", before)
	}
	return strings.ContainsRune("路街巷弄", prev)
}

// nearWord reports whether a match opening with 近 (近3天, 近24小时) is
// the 近 of a word about something else: 接近2小时 is nearly two hours, 将近
// almost, 附近 nearby.
func nearWord(text string, start int) bool {
	if !strings.HasPrefix(text[start:], "近") {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(text[:start])
	return strings.ContainsRune("接将附靠", prev)
}

// slashedOn reports whether the number ending at end goes on past a slash
// (the 3/15 of 3/15/2026, of 1/2/3): the match is part of a longer one.
func slashedOn(text string, end int) bool {
	return end > 0 && end+1 < len(text) && text[end-1] >= '0' && text[end-1] <= '9' && text[end] == '/' && text[end+1] >= '0' && text[end+1] <= '9'
}

var ordinalEndRE = prefilter.MustCompile(`(?i)(?:\bthe\s+|(?:\bto|\bthrough|\btill|\buntil|\band|-|–)\s*)\d{1,2}(?:st|nd|rd|th)$`)

// numberedPlace reports whether a match ending at end in 号 numbers a
// place rather than a day.
func numberedPlace(text string, end int) bool {
	return strings.HasSuffix(text[:end], "号") && numberedPlaceRE.MatchString(text[end:])
}
