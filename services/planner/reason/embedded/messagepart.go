package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// messagePartRE is a clause that says what a message holds: its subject
// or body (主题写“…”, 内容是…, "subject: …", "the subject should be …"),
// or what it asks its readers to do (请他们尽快回复, 让对方确认一下, "ask
// them to confirm by Friday").
var messagePartRE = prefilter.MustCompile(`(?i)^(?:主题|标题|题目|内容|正文)(?:就|要|请)?(?:写成|写上|写|是|为|用|叫)|^(?:主题|标题|题目|内容|正文)\s*[:：“"]|` +
	`^(?:请|让|叫)(?:他|她|他们|她们|对方|客户|大家)(?:尽快|尽早|马上|及时|务必|记得|今天|明天)?|` +
	`^(?:with\s+)?(?:the\s+)?(?:subject|title|body)(?:\s+line)?(?:\s+(?:should\s+be|is|reads|saying)|\s*[:"“])|^(?:and\s+)?(?:ask|tell|remind)\s+(?:them|him|her|everyone|the\s+[a-z]+)\s+to\b`)

// askedPartyRE is an ask of a named party: "ask the plumber to …", 让司机….
var askedPartyRE = prefilter.MustCompile(`(?i)^(?:and\s+)?(?:ask|tell|remind)\s+the\s+([a-z]+)\s+to\b`)

// asksOtherParty reports whether clause asks a party by a name the message
// need before it (prev) does not hold: "Email the landlord …, ask the
// plumber to …" is a second request, to someone else.
func asksOtherParty(clause, prev string) bool {
	m := askedPartyRE.FindStringSubmatch(strings.TrimSpace(clause))
	if m == nil {
		return false
	}
	party := strings.ToLower(m[1])
	for _, w := range strings.FieldsFunc(strings.ToLower(prev), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w == party || strings.TrimSuffix(w, "s") == strings.TrimSuffix(party, "s") {
			return false
		}
	}
	return true
}

// messagePartOfPrev reports whether a clause only says what goes into the
// message the need before it (prev) asks to send: the message's subject,
// body or the reply it asks for. It names no object prev does not.
func messagePartOfPrev(clause, prev string) bool {
	clause = strings.TrimSpace(clause)
	return asksToSend(prev) && messagePartRE.MatchString(clause) && ownIDs(clause, prev) && !asksOtherParty(clause, prev)
}
