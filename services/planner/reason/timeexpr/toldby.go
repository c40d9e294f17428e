package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A request followed by a sentence saying who told of it and when ("Can
// you cancel it? The family called this morning.") names the time of the
// telling, not of anything the request asks for: that day is no range.

// sentenceEndRE ends a sentence: a question mark, an exclamation mark, or
// a full stop before a space or the end.
var sentenceEndRE = prefilter.MustCompile(`[?!？！。]|\.(?:\s|$)`)

// toldRE is a verb of telling in the past, right before the day it was
// told on with at most a few words between: "called this morning",
// "emailed us yesterday", "phoned in on Monday".
var toldRE = prefilter.MustCompile(`(?i)\b(called|phoned|rang|emailed|e-mailed|texted|messaged|wrote|said|told|mentioned|reported)\b(?:\s+[\w']+){0,2}\s*$`)

// dropToldOn drops the days a later sentence says something was told on,
// after a sentence that names no day.
func dropToldOn(text string, found []Period, c *ctx) []Period {
	last := -1
	for _, p := range found {
		last = max(last, p.Pos)
	}
	if last < 0 || !sentenceEndRE.MatchString(text[:last]) {
		return found // no sentence ends before a day
	}
	out := found[:0:0]
	for _, p := range found {
		// A telling is done: a day still to come is what was told.
		if p.Range.Start.After(c.today) || !toldOn(text, p, found) {
			out = append(out, p)
		}
	}
	if len(out) == len(found) {
		return found
	}
	return out
}

// toldOn reports whether p follows a verb of telling in a sentence after
// the first, and the first sentence names none of found.
func toldOn(text string, p Period, found []Period) bool {
	head := text[:p.Pos]
	ends := sentenceEndRE.FindAllStringIndex(head, -1)
	if len(ends) == 0 {
		return false
	}
	for _, q := range found {
		if q.Pos < ends[0][1] {
			return false
		}
	}
	sentence := head[ends[len(ends)-1][1]:]
	if i := strings.LastIndexAny(sentence, ",;，；"); i >= 0 {
		sentence = sentence[i+1:]
	}
	m := toldRE.FindStringSubmatch(sentence)
	if m == nil {
		return doneByThem(text[:ends[0][1]], sentence)
	}
	// What one said, told or wrote may be a day itself: "she told me
	// Saturday" names the day, "told me on Saturday" when.
	if p.Latest && sayRE.MatchString(m[1]) && !onBeforeRE.MatchString(sentence) {
		return false
	}
	// A request about the telling itself (find the email, the calls)
	// is ranged by its day.
	noun := toldNoun[strings.ToLower(m[1])]
	return noun == nil || !noun.MatchString(text[:ends[0][1]])
}

// toldNoun is the thing a verb of telling leaves behind, which a request
// may ask about: the call a customer called, the email they emailed.
var toldNoun = map[string]*prefilter.Regexp{
	"called": callRE, "phoned": callRE, "rang": callRE, "emailed": emailRE, "e-mailed": emailRE,
	"texted": messageRE, "messaged": messageRE, "wrote": prefilter.MustCompile(`(?i)\b(?:letter|note|message|e-?mail)`),
	"reported": prefilter.MustCompile(`(?i)\breport`),
}

var (
	sayRE      = prefilter.MustCompile(`(?i)^(?:said|told|mentioned|wrote)$`)
	onBeforeRE = prefilter.MustCompile(`(?i)\bon\s*$`)
	callRE     = prefilter.MustCompile(`(?i)\b(?:call|phone)`)
	emailRE    = prefilter.MustCompile(`(?i)\be-?mail`)
	messageRE  = prefilter.MustCompile(`(?i)\b(?:text|message)`)
)

var (
	// theyDidRE opens a sentence telling what someone else did: "she
	// paid", "they already returned it".
	theyDidRE = prefilter.MustCompile(`(?i)^\s*(?:he|she|they)\s+(?:already\s+|just\s+)?(?:[a-z]+ed|paid|sent|brought|gave|came|left|went|took|made|got|sold|bought|found|lost)\b`)
	// askActRE opens a request to act ("Can you unblock it?", "Please
	// refund him."); lookUpRE is one to look things up or hand them
	// over (export, send me), which a later day may range.
	// theyWishedRE opens one telling what someone else wanted, which
	// names the day the request is for: "He wanted Friday evening", "She
	// asked for Saturday".
	theyWishedRE = prefilter.MustCompile(`(?i)^\s*(?:he|she|they)\s+(?:already\s+|just\s+)?(?:wanted|asked|requested|needed|preferred|wished|hoped|planned|expected)\b`)
	askActRE     = prefilter.MustCompile(`(?i)^\s*(?:(?:can|could|would|will)\s+you|please)\b`)
	lookUpRE     = prefilter.MustCompile(`(?i)\b(?:show|list|find|check|look|search|pull|see|export|download|print|(?:send|email|get)\s+me|what|which|when|how|whether|if)\b`)
)

// doneByThem reports whether sentence, after a first one asking for an
// act, tells what someone else already did as the reason for it: "Can you
// reopen the account? She paid the balance this morning." The day of the
// deed is no range of the act; the day they wanted or asked for is.
func doneByThem(first, sentence string) bool {
	return askActRE.MatchString(first) && !lookUpRE.MatchString(first) && theyDidRE.MatchString(sentence) && !theyWishedRE.MatchString(sentence)
}
