package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// phoneNumberRE is a telephone number written as one: a mainland mobile
// (13905321876, +86 139 0532 1876), a North American number with its
// groups joined (415-555-0187, (415) 555-0187) or an international one
// after a plus. No digit, letter or joiner may run on either side, so a
// code or an amount holding such digits is none.
var phoneNumberRE = prefilter.MustCompile(`(?:^|[^\w\-+.])((?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}|\(?\d{3}\)?[\s.-]\d{3}[.-]\d{4}|\+\d{1,3}[\s-]?\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4})(?:$|[^\w\-.]|\.(?:\D|$))`)

// phoneWords are the words of a parameter's name that say it takes a
// telephone number.
var phoneWords = []string{"phone", "mobile", "tel", "telephone", "cell"}

// fillPhoneNumber fills the one plain string parameter named for a
// telephone number (phone, caller_phone, mobile) with the one number the
// goal writes in a phone's shape, labelled or not (来电号码 13905321876,
// "caller on 13806421155", "Maria Lopez, 312-555-0147"): the shape says
// what it is as plainly as an e-mail's @ does. Two such parameters, or two
// numbers, are left to the cues that say which is which.
func fillPhoneNumber(slots []slot, g *goalValues, args map[string]any) {
	taker := soleSlot(slots, func(s *slot) bool {
		return s.p.typ() == "string" && len(s.p.Enum) == 0 && slices.ContainsFunc(s.words, func(w string) bool { return slices.Contains(phoneWords, w) })
	})
	if taker == nil {
		return
	}
	if _, done := args[taker.name]; done {
		return
	}
	ms := phoneNumberRE.FindAllStringSubmatchIndex(g.text, -1)
	if len(ms) != 1 {
		return
	}
	a, b := ms[0][2], ms[0][3]
	v := g.text[a:b]
	if (taker.pattern != nil && !taker.pattern.MatchString(v)) || !g.free(a, b) || !phoneLabelled(g.text[:a]) ||
		otherRecordLabel(slots, taker, g.lower[:a]) {
		return
	}
	args[taker.name] = v
	g.use(a, b)
}

// phoneLabels are the Han words that label a number as a telephone's.
var phoneLabels = []string{"手机号", "电话号", "手机", "电话", "号码", "联系方式"}

// recordHeads are the last characters of the Han nouns for a record that
// has a number of its own: 订单, 会员卡, 车票, 证件, 车牌, 账户, 文件.
// 号码 after one is that record's number; after 新, 来电 or 联系 it is
// still a phone's.
const recordHeads = "单卡票证牌户件"

// phoneLabelled reports whether the text before a phone-shaped number
// leaves it a phone's: unlabelled, or labelled as one. Another record's
// number label (订单号13812345678, 会员卡号码 13812345678) makes it that
// record's, and a verb of calling (打电话13912345678) makes it the number
// an act uses.
func phoneLabelled(head string) bool {
	head = strings.TrimRight(head, " :：是为")
	for _, l := range phoneLabels {
		if rest, ok := strings.CutSuffix(head, l); ok {
			if r, _ := utf8.DecodeLastRuneInString(rest); l == "号码" && strings.ContainsRune(recordHeads, r) {
				return false // 会员卡号码, 订单号码: that record's number
			}
			return !actedWith(rest) && !strings.HasSuffix(rest, "拨打")
		}
	}
	return !strings.HasSuffix(head, "号")
}

// numberLabelRE is the last English word before a value, with a label of
// some record's number after it if one follows: "order #", "ticket no.",
// "user ID". "number" is no such label: a contact, home or callback
// number is as often a phone's.
var numberLabelRE = prefilter.MustCompile(`([a-z]+)\s*(?:#|\bno\.?|\bid)?\s*[:#]?\s*$`)

// otherRecordLabel reports whether lower, the goal in lower case up to a
// phone-shaped number, ends in an English label that makes it another
// record's: a number label after a word that is no phone's ("order #",
// "ticket no."), or a word of another parameter's name ("order
// 13812345678" for order_id). A phone's own label ("phone number",
// "call") or a preposition ("caller on") leaves it a phone's.
func otherRecordLabel(slots []slot, taker *slot, lower string) bool {
	m := numberLabelRE.FindStringSubmatch(lower)
	if m == nil || slices.Contains(phoneWords, m[1]) {
		return false
	}
	if len(m[0]) > len(m[1]) && strings.Trim(m[0][len(m[1]):], " :") != "" {
		return true // a number label of its own: "order #", "ticket no."
	}
	for i := range slots {
		if s := &slots[i]; s != taker && len(m[1]) > 2 && slices.Contains(s.words, m[1]) {
			return true
		}
	}
	return false
}
