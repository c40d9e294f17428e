package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// remindRE opens a clause that tells its audience something (提醒住户明早
// 停电, remind them the water is off): after a step that sends a
// message, it says what the message says.
var remindRE = prefilter.MustCompile(`(?i)^(?:提醒|告诉|告知|通知)|^(?:remind|tell|notify|inform)\b`)

// messageParamRE names a parameter that takes a message's free text.
var messageParamRE = prefilter.MustCompile(`(?i)^(?:message|content|body|text|notice_text|message_text)$`)

// messageContent joins to a step that sends a message the clause after it
// that only tells the message's audience something: the clause is the
// message's text, not a second message of another tool. A clause that
// comes next in turn (然后, then), works on the step's result, or names an
// object of its own by an identifier the step does not hold is a step of
// its own.
//
// A clause after the message's text that bids its audience (记得来续费,
// don't forget to bring the receipt) goes on with that text, and so does
// any clause after a colon that opens the text (发个通知：明早停电，电梯
// 也停): the colon runs to the goal's end.
func messageContent(in []intent, byName map[string]*toolspec.Spec) []intent {
	out := in[:1:1]
	told := false
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		text := strings.TrimSpace(x.texts[0])
		tells := len(x.texts) == 1 && (remindRE.MatchString(text) || told && biddingRE.MatchString(text))
		if x.st.Tool != last.st.Tool && !x.afterPrev && !x.then && !x.listed && (tells || colonText(last.texts[0])) &&
			sendsMessage(byName[last.st.Tool]) && !ownIdentifier(strings.Join(x.texts, " "), last.texts) {
			last.texts = append(last.texts, x.texts...)
			last.queries = append(last.queries, x.queries...)
			told = true
			continue
		}
		told = false
		out = append(out, x)
	}
	return out
}

// colonText reports whether text opens a message's text with a colon
// followed by words: 发个通知：明早停电, "post a notice: the lift is off".
// The colon of a time (10:30), a ratio (3:1) or a link (https://) opens
// nothing.
func colonText(text string) bool {
	for i := 0; i < len(text); {
		j := strings.IndexAny(text[i:], ":：")
		if j < 0 {
			return false
		}
		i += j
		_, n := utf8.DecodeRuneInString(text[i:])
		if !clockColon(text, i) && !strings.HasPrefix(text[i+n:], "//") {
			return strings.TrimSpace(text[i+n:]) != ""
		}
		i += n
	}
	return false
}

// biddingRE opens a clause that bids the message's audience do something:
// 记得, 别忘了, 务必, "don't forget", "remember to".
var biddingRE = prefilter.MustCompile(`(?i)^(?:记得|别忘了?|不要忘了?|千万别忘|务必)|^(?:and\s+)?(?:don'?t\s+forget|remember)\s+to\b`)

// sendsMessage reports whether a tool is a write that takes a message's
// free text: a string parameter named for it, with no enum or pattern.
func sendsMessage(spec *toolspec.Spec) bool {
	if spec == nil || spec.SideEffect != toolspec.Write || len(spec.Parameters) == 0 {
		return false
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for name, p := range sch.Properties {
		if messageParamRE.MatchString(name) && p.typ() == "string" && len(p.Enum) == 0 && p.Pattern == "" {
			return true
		}
	}
	return false
}

// ownIdentifier reports whether text names an identifier none of texts
// holds.
func ownIdentifier(text string, texts []string) bool {
	all := strings.Join(texts, " ")
	for _, id := range identifierRE.FindAllString(text, -1) {
		if !strings.Contains(all, id) {
			return true
		}
	}
	return false
}

// toldClauseRE is the clause a verb of telling opens with "that" (email
// booking X that their new flight is …, notify them that …): what the
// message says, from its "that" on.
var toldClauseRE = prefilter.MustCompile(`(?i)\b(?:tell|notify|inform|remind|e-?mail|text|message|let\s+\S+\s+know)\b[^.;!?\n]*?\b(that\s+[^.;!?\n]+)`)

// keepMessageOut sets aside the values of the clause that says what a
// message tells, for a tool that sends one: they are the message's
// content, not the flight or the booking it goes to.
func keepMessageOut(spec *toolspec.Spec, g *goalValues) {
	if !toldClauseRE.MatchString(g.text) || !sendsMessage(spec) {
		return
	}
	for _, m := range toldClauseRE.FindAllStringSubmatchIndex(g.text, -1) {
		g.use(m[2], m[3])
	}
}
