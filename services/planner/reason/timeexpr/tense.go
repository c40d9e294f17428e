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
	start, end := 0, len(text)
	head := text[:p.Pos]
	for _, loc := range clauseEndRE.FindAllStringIndex(head, -1) {
		start = loc[1]
	}
	tail := text[p.Pos+len(p.Text):]
	if loc := clauseEndRE.FindStringIndex(tail); loc != nil {
		end = p.Pos + len(p.Text) + loc[0]
	}
	clause := strings.TrimSpace(text[start:end])
	return pastActRE.MatchString(clause) && !arrangedRE.MatchString(clause)
}
