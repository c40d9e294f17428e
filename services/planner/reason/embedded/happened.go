package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanDoneRE is a Chinese clause's mark that something has happened or
// changed: 了 after a verb or at the clause's end (快到期了, 刚转了), not
// inside a word of its own (了解, 为了, 除了, 完了吗 asks).
var hanDoneRE = prefilter.MustCompile(`\p{Han}了(?:[^解]|$)`)

// hanUnableRE is a Chinese clause's mark that something cannot be done
// or used (没法用, 无法登录, 打印不了): a state the asker reports, as much
// the case of a request as what has happened.
var hanUnableRE = prefilter.MustCompile(`没法|无法|\p{Han}不了`)

// hanStillNotRE is a Chinese clause's mark that something has not happened
// yet (还没还清, 到现在还没来, 尚未到账): a state the asker reports. The
// words after it hold no 的, which would make them the modifier of a
// noun the clause goes on to ask about (还没派单的工单).
var hanStillNotRE = prefilter.MustCompile(`(?:还|尚|仍|依然|至今)(?:没有?|未)\p{Han}[^的]*$`)

// hanStillIfRE are words that make a not-yet clause a condition rather
// than a report: 如果押金还没到账 tells what to do if so.
var hanStillIfRE = prefilter.MustCompile(`如果|要是|假如|万一`)

// hanWhichRE asks which of two is the case, without a question's mark:
// 到底还没还, 还没还是已经还了.
var hanWhichRE = prefilter.MustCompile(`到底|没\p{Han}?还是`)

// hanNotDoneRE are words that make a Chinese clause a request or a
// question rather than a report: a request's 帮, 请, 麻烦, 让, 把, 给我, a
// wish's 要, 想, 需要, a question's word, particle or mark, 为了 and 除了.
// 几 after 好 or 十 (好几笔, 十几个: several, a dozen or so) counts what
// happened and asks nothing.
var hanNotDoneRE = prefilter.MustCompile(`帮|请|麻烦|让|把|给我|要|想|吗|呢|哪|什么|多少|(?:^|[^好十])几|谁|[?？]|为了|除了|了解`)

// reportsHappened reports whether a part only tells what has happened
// (客户刚转了三千块过来, 保单快到期了, "a tree fell on the garage"): it asks
// for nothing, so it is the case the next part's request acts on, not a
// need of its own. A part that asks to send a message (用短信通知订了课的
// 客人) is a request, whatever past its words tell of; one that holds the
// message back (读者就不用群发通知了) asks for none, and one that tells
// the message as sent already (已经发短信通知了) is a report.
func reportsHappened(text string) bool {
	if asksToSend(text) && !sendHeldRE.MatchString(text) && !sentAlreadyRE.MatchString(text) {
		return false
	}
	if !isLatin(strings.ReplaceAll(strings.ReplaceAll(text, "’", "'"), "—", "-")) {
		return (hanDoneRE.MatchString(text) || hanUnableRE.MatchString(text) || hanStillNotRE.MatchString(text) && !hanStillIfRE.MatchString(text)) &&
			!hanNotDoneRE.MatchString(text) && !hanWhichRE.MatchString(text)
	}
	return toldPastRE.MatchString(text) && !enNotDoneRE.MatchString(text)
}

// sentAlreadyRE is a send told as done (前台已经发短信通知客人了, 刚刚用
// 邮件告知了): the part tells what happened, though its verb is a send.
var sentAlreadyRE = prefilter.MustCompile(`(?:已经|早已|早就|刚才|刚刚|已)\s*(?:(?:用|通过)\s*)?(?:短信|邮件|微信)?\s*(?:发|通知|告诉|告知)`)

// sendHeldRE is a word that holds back what a part asks (不用, 别, don't).
var sendHeldRE = prefilter.MustCompile(`(?i)不用|不要|别|无需|不必|勿|\bdon'?t\b|\bdo not\b|\bno need\b`)

// toldPastRE is an English part that tells what happened: a subject — an
// article, a possessive or a pronoun and the words of its noun — then a
// verb in the past ("A tree fell on the garage", "Her van was hit"), or
// a past verb with the subject left to the part before ("flooded the
// floor").
var toldPastRE = prefilter.MustCompile(`(?i)^\s*(?:(?:a|an|the|my|our|his|her|their|its|this|that|someone|somebody|he|she|they|we|i)\s+(?:[a-z'-]+\s+){0,4}(?:was|were|had|got|broke|burst|fell|froze|lost|stole|hit|came|went|left|ran|caught|tore|sank|[a-z]{2,}ed)|(?:and\s+)?[a-z]{2,}ed)\b`)

// enNotDoneRE are the words that make an English part a request or a
// question rather than a report of what happened.
var enNotDoneRE = prefilter.MustCompile(`(?i)\b(?:please|pls|can|could|would|will|should|need|needs|want|wants|let|let's|must|how|what|which|who|when|where|why)\b|\?`)

// happenedFor reports whether part x only tells what has happened before
// next, one request with a tool: x is joined to it, and the two are one
// intent. Each of x's parts tells what happened or only names an object
// by its identifier (保单PL2025064421): a part joined to a short request
// (…坏了，报个修) is a request itself. Nor is x joined to a next part
// that opens with a word of sequence (然后, then) and acts: a step after
// it makes x a step of its own (刷卡付了 2,400，然后提交理赔 books the
// payment first), while a look after it (已经付了 800，然后查一下余额)
// looks at what x tells.
// Whether next is a report itself is read from its first part, where
// its request opens: a remark after the request (…，登记一下，不过是老
// 客户了) tells something more, and leaves it a request.
func happenedFor(x, next intent, byName map[string]*toolspec.Spec) bool {
	if x.asks || x.listed || x.afterPrev || byName[next.st.Tool] == nil || next.then && isWrite(next.st.Tool, byName) {
		return false
	}
	if next.afterPrev && !toldInEnglish(x.texts) && !toldInChinese(x.texts) {
		return false
	}
	told := false
	for _, t := range x.texts {
		switch {
		case reportsHappened(t):
			told = true
		case !namesObject(t):
			return false
		}
	}
	return told && !reportsHappened(next.texts[0])
}

// toldInEnglish reports whether texts, English, open by telling what
// happened: a request after them that points back ("open a claim for
// it") points at what they tell, since a report has no result to use.
func toldInEnglish(texts []string) bool {
	return len(texts) > 0 && isLatin(texts[0]) && toldPastRE.MatchString(texts[0])
}

// toldInChinese is toldInEnglish for Chinese: texts open by telling what
// happened (质检刚判了 L-1 不合格), so a request after them that points
// back (把这个批次冻结) points at what they tell.
func toldInChinese(texts []string) bool {
	return len(texts) > 0 && !isLatin(texts[0]) && reportsHappened(texts[0])
}

// namesObject reports whether a part only names an object by its
// identifier, with a word or two for what it is (保单PL2025064421).
func namesObject(text string) bool {
	if !identifierRE.MatchString(text) {
		return false
	}
	rest := identifierRE.ReplaceAllString(text, "")
	return utf8.RuneCountInString(strings.TrimSpace(rest)) <= 3
}

// reasonsAfter joins a part that only tells what has happened (司机排班换
// 了) to the write request before it, when no request with a tool of its
// own follows it: told after the request, it says why the action is asked
// for, and the tool its words fit answers nothing asked. A part that
// names an object of its own by an identifier the request does not hold
// tells of that object instead, and stands.
func reasonsAfter(in []intent, byName map[string]*toolspec.Spec) []intent {
	out := in[:0:0]
	for i, x := range in {
		if len(out) > 0 && toldAfter(x, out[len(out)-1], byName) && (i+1 == len(in) || !in[i+1].own()) {
			last := &out[len(out)-1]
			last.texts = append(slices.Clone(last.texts), x.texts...)
			last.queries = append(slices.Clone(last.queries), x.queries...)
			last.reasoned = true
			continue
		}
		out = append(out, x)
	}
	return out
}

// toldAfter reports whether part x, after prev, a write request, only
// tells in Chinese what has happened, about what prev names. The write
// must fit prev's own words: a part that took the goal's tool for want of
// its own (补卡 beside a text message) asks for an action its words do not
// name, which the report after it may name instead.
func toldAfter(x, prev intent, byName map[string]*toolspec.Spec) bool {
	w := byName[prev.st.Tool]
	if w == nil || w.SideEffect != toolspec.Write || !covers(prev.st.Scores, prev.st.Tool) || x.st.Tool == prev.st.Tool || x.asks || x.listed || x.afterPrev || x.then {
		return false
	}
	for _, t := range x.texts {
		if isLatin(t) || !reportsHappened(t) {
			return false
		}
		for _, id := range identifierRE.FindAllString(t, -1) {
			if !slices.ContainsFunc(prev.texts, func(p string) bool { return strings.Contains(p, id) }) {
				return false
			}
		}
	}
	return true
}
