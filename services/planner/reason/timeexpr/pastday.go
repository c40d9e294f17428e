package timeexpr

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A weekday named alone right after a verb that tells a deed done ("the
// client paid on Monday", "an expense, paid on Monday", 周一已经付了) is the
// latest such day begun, whatever the request does with it: a write that
// records the deed must not move it to the coming one.

// pastFormRE ends the words before a weekday with a past form: "paid on",
// "called on", "was returned". The regular form wants three letters and
// no e before its -ed, so "need" and "speed" are not read as one. A
// particle and a place or party of one word may stand between the form
// and the "on" before the day: "the truck picked up at ACC-558120 on
// Monday", "sent to finance on Friday".
var pastFormRE = prefilter.MustCompile(`(?i)\b([a-z]{2,}[^e\s']ed|[a-z]+ied|paid|met|went|came|sent|got|made|took|gave|bought|sold|saw|told|left|spent|lost|found|brought|ran|rang|spoke|wrote|flew|drove|ate|began|broke|fell|forgot|heard|kept|knew|lent|stood|won|done|seen|given|taken|written|spoken|flown|driven|eaten|begun|broken|fallen|forgotten|known|gone|held)\s+(?:on\s+|(?:(?:up|off|out|back|down|over)\s+)?(?:(?:at|from|to|in|by)\s+[^\s,.;:!?]+\s+)?on\s+)?$`)

// aheadLeadRE is a word right before that past form which makes it a
// deed to come or a state: "to be paid on", "will be sent", "is closed
// on", "can be collected".
var aheadLeadRE = prefilter.MustCompile(`(?i)\b(?:to|be|being|is|are|am|will|shall|should|must|would|could|can|may|might)\s+$`)

// wishLeadRE is a word before the past form that asks for
// the deed done on that day: "wants it shipped Monday", "have the van
// serviced on Monday", "please get it signed Friday".
var wishLeadRE = prefilter.MustCompile(`(?i)\b(?:want(?:s|ed)?|need(?:s|ed)?|like|have|get|make\s+sure|ensure|expect\w*)\b`)

// orderLeadRE opens a clause with an imperative that asks for a thing
// the past form then tells done: "Order gloves delivered to HQ on
// Monday", "book a van picked up at JFK on Monday" want the deed on the
// coming Monday. Opening the clause, "order" is a verb, not the noun of
// "check the order delivered on Monday".
var orderLeadRE = prefilter.MustCompile(`(?i)^\s*(?:please\s+)?(?:order|book|reserve|request|arrange)\s`)

// doerLeadRE is a subject or a past auxiliary right before the past form,
// which tells the deed done whatever is wanted: "wants back the fee she
// paid on Monday", "needs the parcels that were returned Monday".
var doerLeadRE = prefilter.MustCompile(`(?i)\b(?:i|we|you|they|he|she|was|were|been|had|already)\s+$`)

// aheadFormRE is a past form that tells of a day to come: "expected on
// Friday", "scheduled Monday", "due".
var aheadFormRE = prefilter.MustCompile(`(?i)^(?:expected|needed|wanted|required|requested|intended|supposed|timed|booked|reserved|(?:re)?scheduled|planned|arranged|registered|enrolled|invited|confirmed|pre-?ordered|subscribed|promised|agreed|postponed|delayed|moved|pushed|shifted|changed|slated|listed|closed|opened)$`)

// zhDoneAfterRE opens what follows a weekday that tells a deed done on
// it: 周一已经付了, 周一就已交了, 周五付过了.
var zhDoneAfterRE = prefilter.MustCompile(`^\s*(?:(?:就|都|便)?已经?|[^\s，。,；;！？!?了过已]{1,3}过了)`)

// zhArrangedRE is what is done about a day to come after 已经: 已经约好了,
// 已经订了, 已经排上了.
var zhArrangedRE = prefilter.MustCompile(`^\s*(?:就|都|便)?已经?\s*(?:约|订|定|排|安排|预|答应|说好|报名|登记|确认|改|调|推迟|延)`)

// pastDays fixes each weekday named alone that a past form before it, or
// 已 or 过了 after it, tells a deed done on: the latest one begun, not to
// be moved ahead.
func pastDays(text string, found []Period) []Period {
	if !slices.ContainsFunc(found, isLatest) {
		return found
	}
	for i, p := range found {
		if p.Latest && p.Unit == Day && p.N <= 1 && doneOnDay(text, p) {
			found[i].Latest = false
		}
	}
	return found
}

// doneOnDay reports whether the clause of the weekday p tells a deed done
// on it, not one asked for or to come.
func doneOnDay(text string, p Period) bool {
	end := p.Pos + len(p.Text)
	if end > len(text) {
		return false
	}
	if rest := text[end:]; zhDoneAfterRE.MatchString(rest) {
		return !zhArrangedRE.MatchString(rest)
	}
	start := clauseStart(text[:p.Pos])
	head := text[start:p.Pos]
	m := pastFormRE.FindStringSubmatchIndex(head)
	if m == nil || aheadFormRE.MatchString(head[m[2]:m[3]]) {
		return false
	}
	// A want may stand a clause before: "wants rolls baked, packed Monday".
	lead := head[:m[2]]
	if doerLeadRE.MatchString(lead) {
		return true
	}
	return !aheadLeadRE.MatchString(lead) && !orderLeadRE.MatchString(lead) && !wishLeadRE.MatchString(text[:start+m[2]])
}
