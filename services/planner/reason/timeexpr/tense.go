package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// pastActRE tells what was done: "we met", "I paid", "she returned", "the
// review was held".
var pastActRE = prefilter.MustCompile(`(?i)\b(?:held|happened|occurred|took\s+place)\b|\b(?:i|we|he|she|they|you)\s+(?:already\s+|just\s+)?(?:[a-z]+ed|met|paid|went|came|sent|got|made|took|gave|bought|sold|saw|told|left|spent|lost|found|brought|ran|rang|spoke|wrote|flew|drove|ate|began|broke|fell|forgot|heard|kept|knew|led|lent|meant|put|read|said|sat|set|stood|won)\b`)

// arrangedRE is what was done about a day to come: "we booked", "I signed
// up for", "she invited me to".
var arrangedRE = prefilter.MustCompile(`(?i)\b(?:booked|reserved|(?:re)?scheduled|planned|arranged|registered|enrolled|signed\s+up|invited|confirmed|pre-?ordered|subscribed|promised|agreed)\b`)

// clauseEndRE ends a clause: a stop, a comma or a joining word.
var clauseEndRE = prefilter.MustCompile(`(?i)[,.;!?，。；！？\n]|\b(?:and|but|then|so)\b`)

// toldAsOver reports whether the clause p is written in tells what was
// done: "on 21 June we met", not "cancel it effective October 20 and
// send the refund to the card she paid with".
func toldAsOver(text string, p Period) bool {
	head := text[:p.Pos]
	start, end := clauseStart(head), len(text)
	tail := text[p.Pos+len(p.Text):]
	if loc := clauseEndRE.FindStringIndex(tail); loc != nil {
		end = p.Pos + len(p.Text) + loc[0]
	}
	clause := strings.TrimSpace(text[start:end])
	return pastActRE.MatchString(clause) && !arrangedRE.MatchString(clause)
}

// clockDoneZhRE opens what follows a time of day that tells it over:
// 下午1点40已经恢复了, 3点就已完成.
var clockDoneZhRE = prefilter.MustCompile(`^\s*(?:左右|前后|的时候|时)?\s*(?:就|便|都)?\s*已`)

// clockDoneEnRE tells in English that a thing was done: "was restored
// at 1:40pm", "power came back at 13:40".
var clockDoneEnRE = prefilter.MustCompile(`(?i)\b(?:was|were|has\s+been|had\s+been)\s+(?:\w+\s+)?[a-z]+(?:ed|en)\b|\b(?:came|went|got)\s+back\b`)

// clockAheadRE marks a clause about a time still to come: 预计, "expected",
// "will", "by".
var clockAheadRE = prefilter.MustCompile(`(?i)预计|预期|计划|将要|将于|将会|\b(?:expected|estimated|will|should|by|until|till|before|after)\b|之前|以前|前都`)

// clockToRE ends the words before a time of day a thing is moved or set
// to: "moved to 7pm".
var clockToRE = prefilter.MustCompile(`(?i)\bto\s+(?:at\s+)?$`)

// ClockToldDone reports whether the clause c is written in tells what is
// over at that time of day (下午1点40已经恢复供水了, "supply was restored at
// 1:40pm"), not a time still to come ("back by 5pm", 预计8点恢复).
func ClockToldDone(text string, c Clock) bool {
	if c.Pos < 0 || c.End > len(text) {
		return false
	}
	start, end := clockClause(text, c)
	if clockAhead(text, c) {
		return false
	}
	return clockDoneZhRE.MatchString(text[c.End:end]) || clockDoneEnRE.MatchString(text[start:end])
}

// clockClause is the byte span of the clause the clock c is written in.
func clockClause(text string, c Clock) (start, end int) {
	start, end = clauseStart(text[:c.Pos]), len(text)
	if loc := clauseEndRE.FindStringIndex(text[c.End:]); loc != nil {
		end = c.End + loc[0]
	}
	return start, end
}

// clockAhead reports whether the clause of the clock c is about a time
// still to come: "expected back by 17:00", 预计8点恢复, "moved to 7pm".
func clockAhead(text string, c Clock) bool {
	start, end := clockClause(text, c)
	return clockAheadRE.MatchString(text[start:end]) || clockToRE.MatchString(text[start:c.Pos])
}

// AheadClock returns the first later time of day whose clause is about a
// time still to come when the first one's clause is not: "lost power at
// 13:40, expected back by 17:00" expects 17:00.
func AheadClock(text string) (Clock, bool) {
	cs := findClocks(text)
	if len(cs) < 2 || cs[0].Pos < 0 || cs[0].End > len(text) || clockAhead(text, cs[0]) {
		return Clock{}, false
	}
	for _, c := range cs[1:] {
		if c.Pos >= 0 && c.End <= len(text) && clockAhead(text, c) {
			return c, true
		}
	}
	return Clock{}, false
}

// wantedByDayRE asks for a thing to be done by a weekday: "she wants two
// crates delivered Friday", "we need the van serviced on Monday" — a
// participle wanted done, on a day to come.
var wantedByDayRE = prefilter.MustCompile(`(?i)\b(?:wants?|needs?|would like)\b[^.?!;]*?\b[a-z]+ed,?\s+(?:on\s+|by\s+)?(?:` + dayEn + `)\b`)

// doneByDayRE is a participle a subject or a past auxiliary makes a deed
// told on a weekday: "the invoices we received Friday", "the orders that
// were returned Monday" — what a want asks about, not wants done.
var doneByDayRE = prefilter.MustCompile(`(?i)\b(?:we|i|you|they|he|she|was|were|been|had|have|has)\s+[a-z]+ed,?\s+(?:on\s+|by\s+)?(?:` + dayEn + `)\b`)
