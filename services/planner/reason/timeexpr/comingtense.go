package timeexpr

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// comingTenseRE asks, in the present tense, about what is to come: people
// a present participle sets on their way ("the groups visiting in
// September", "guests staying on Friday"), what is on ("what talks are on
// on Saturday", "what's on this Sunday") and a schedule of duties or
// happenings (roster, rota, timetable, 排班表) — each read for the coming
// day or month, as a schedule is kept for days ahead.
var comingTenseRE = prefilter.MustCompile(`(?i)\b[a-z]+s\s+(?:visiting|staying|attending|travell?ing|departing|checking\s+in|moving\s+in)\b|\bwhat(?:'s|\s+is|\s+[a-z]+\s+(?:is|are))\s+on\s+(?:in|at|for|this|on|today|tomorrow|tonight|` + dayEn + `)\b|\b(?:rosters?|rotas?|timetables?|agendas?|itinerar(?:y|ies)|line-?ups?)\b|排班表|值班表|课程表|日程表`)

// comingTense reports whether text asks about what is to come in the
// present tense (comingTenseRE) and tells nothing as done with a verb in
// the past (toldDone).
func comingTense(text string) bool { return comingTenseRE.MatchString(text) && !toldDone(text) }

// pastVerbRE is a verb in the past tense with the word before it: a
// regular one (missed, complained, clocked — not need or feed) followed by
// what goes on a verb (a preposition, a determiner, a manner word) or
// closing the text, or a common irregular one.
var pastVerbRE = prefilter.MustCompile(`(?i)(?:\b([a-z']+)\s+)?\b(?:[a-z]+[a-df-z]ed(?:\s+(?:about|in|on|at|off|out|up|down|over|their|his|her|its|our|the|a|an|to|for|with|from|late|early|sick|twice|again)\b|\s*[?.!]|\s*$)|(?:came|went|left|forgot|took|broke|fell|quit|got|bought|sold|paid|spent|lost|made|gave|sent|saw|won|ran)\b)`)

// stateParticiples are past participles that tell how a thing to come
// stands (rostered for Friday, booked on Monday), not what was done.
var stateParticiples = []string{"scheduled", "planned", "booked", "rostered", "assigned", "expected", "reserved", "listed", "based", "named", "slated", "confirmed", "arranged"}

// beforeParticiple are the words that make the verb after them a
// participle, a form still to come or one not yet done: "is rostered",
// "has signed up", "will be moved", "to be checked", "haven't paid yet".
var beforeParticiple = []string{"is", "are", "am", "be", "been", "being", "get", "gets", "getting", "was", "were", "has", "have", "had", "will", "to", "'s", "who's", "what's",
	"haven't", "hasn't", "hadn't", "not", "never", "isn't", "aren't", "won't"}

// toldDone reports whether text tells something as done with a verb in the
// past tense ("who missed their shift on Friday's roster", "guests staying
// on Friday complained"): the roster or the stay asked about is then the
// latest one, not the coming one.
func toldDone(text string) bool {
	for _, m := range pastVerbRE.FindAllStringSubmatch(text, -1) {
		verb := strings.ToLower(strings.Fields(strings.TrimPrefix(m[0], m[1]))[0])
		verb = strings.TrimRight(verb, "?.!")
		before := strings.ToLower(m[1])
		if slices.Contains(stateParticiples, verb) || slices.Contains(beforeParticiple, before) || strings.HasSuffix(before, "'s") {
			continue
		}
		return true
	}
	return false
}
