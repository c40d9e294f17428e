package embedded

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A goal asks about state rather than for an action when it ends as a
// question (a question mark, 吗, 呢, X 了没有), opens with a question word,
// asks who in its last clause (现在谁在处理), or holds a Chinese question
// form (是不是 X, 多少, 哪些, 怎么样, any A-not-A such as 该不该 …) that no
// concessive mark (不管, 无论) turns into a condition that does not matter; a request
// phrased politely ("can you cancel …", 请 …, 能否帮我 …) is no question. Each test is
// its own cheap check: one expression of all of them made every position
// of the goal try every form.
var (
	questionOpenRE = prefilter.MustCompile(`(?i)^\s*(?:what|which|when|where|who|whom|whose|why|how|is|are|was|were|has|have|had|does|do|did|will|can|could|should)\b`)
	requestOpenRE  = prefilter.MustCompile(`(?i)^\s*(?:(?:can|could|would|will)\s+you\b|请|帮我|麻烦|给我)`)
	// askOpenRE opens a question politely (请问, 请教: may I ask): 请 asks
	// leave to ask, not for an action.
	askOpenRE = prefilter.MustCompile(`^\s*请(?:问|教)`)
	pleaseRE  = prefilter.MustCompile(`(?i)\b(?:please|pls|plz)\b`)
	// favourRE asks whether hermes would do something for the speaker
	// (能否帮我取消, 可不可以请你): a request, though phrased as a question.
	favourRE = prefilter.MustCompile(`(?:能否|可否|能不能|可不可以|可以|能)\s*(?:请你?|帮我|帮忙|麻烦你?|替我)`)
	// askWhetherRE asks whether something is so ("I need to know whether
	// ORD-1 can be cancelled"): the action named after it is asked about.
	askWhetherRE = prefilter.MustCompile(`(?i)\b(?:know|check|see|find out|tell me|ask|wonder|wondering|verify|confirm)\s+whether\b`)
	// whetherOpenRE opens the second of two things a sentence asks whether
	// ("check whether X has access and if so, whether the balance is
	// paid"): the verb of asking before it still governs it.
	whetherOpenRE = prefilter.MustCompile(`(?i)^\s*whether\b`)
)

// questionEnds end a question, before trailing white space.
var questionEnds = []string{"?", "？", "吗", "呢", "了没有", "了没"}

// questionForms are Chinese forms that ask wherever they stand.
var questionForms = []string{"是不是", "多少", "是否", "能否", "可否", "有没有", "能不能", "可不可以", "还能", "什么时候", "为什么", "为何", "哪些", "哪个", "哪里", "到哪", "几点", "几天", "怎么样", "怎样", "如何"}

// questionFormRE is any of questionForms, looked for in one pass: most
// texts hold none.
var questionFormRE = prefilter.MustCompile(strings.Join(questionForms, "|"))

// asciiSpace is what \s matches in a regular expression.
const asciiSpace = "\t\n\f\r "

// isQuestion reports whether text asks about state.
func isQuestion(text string) bool {
	return asksQuestion(text) && !isRequest(text) && !endsInComplaint(text)
}

func asksQuestion(text string) bool {
	end := strings.TrimRight(text, asciiSpace)
	for _, q := range questionEnds {
		if strings.HasSuffix(end, q) {
			return true
		}
	}
	if questionOpenRE.MatchString(text) || askWhetherRE.MatchString(text) || asksWho(text) || asksCount(text) {
		return true
	}
	for at := range choiceForms(text) {
		if !concessive(text[:at]) && !concededChoiceRE.MatchString(text[at:]) {
			return true
		}
	}
	if !questionFormRE.MayMatch(text) {
		return false
	}
	for _, f := range questionForms {
		for at := range occurrences(text, f) {
			if !concessive(text[:at]) && !(f == "还能" && statedAbility(text[at:])) {
				return true
			}
		}
	}
	return false
}

// statedAbility reports whether 还能 at the start of rest states what
// still works (机器还能开，但要尽快修): its clause ends before the text
// does, and not as a question (还能用吗，…) nor with the tail of one that
// questionEnds leaves out (还能用不，…). 还能 in the text's last clause
// (X 还能退) still asks.
func statedAbility(rest string) bool {
	i := strings.IndexAny(rest, clauseEnds)
	if i < 0 {
		return false
	}
	r, n := utf8.DecodeRuneInString(rest[i:])
	clause := strings.TrimRight(rest[:i], asciiSpace)
	if strings.TrimSpace(rest[i+n:]) == "" || r == '?' || r == '？' || endsAsQuestion(clause) {
		return false
	}
	for _, tail := range clauseQuestionTails {
		if strings.HasSuffix(clause, tail) {
			return false
		}
	}
	return true
}

// clauseQuestionTails end a clause that asks whether something can still
// be done (还能用么, 还能用不, 还能用没), beside questionEnds.
var clauseQuestionTails = []string{"么", "不", "没", "没有"}

// choiceForms yields where text asks a Chinese A-not-A question, a verb
// or modal, 不 or 没, and the same again (该不该, 要不要, 需不需要, 会不会):
// it asks whether to do something, which is deliberation, not a request.
// 还 before 没 is the adverb "still": 还没还清 tells that a debt is not
// paid off yet, and asks nothing.
func choiceForms(text string) iter.Seq[int] {
	return func(yield func(int) bool) {
		if !strings.ContainsAny(text, "不没") {
			return
		}
		var prev [2]rune
		var prevAt [2]int
		for at, r := range text {
			if r == prev[1] && (prev[0] == '不' || prev[0] == '没') && r != '不' && r != '没' && !(r == '还' && prev[0] == '没') && unicode.Is(unicode.Han, r) && !yield(prevAt[1]) {
				return
			}
			prev[1], prev[0] = prev[0], r
			prevAt[1], prevAt[0] = prevAt[0], at
		}
	}
}

// concededChoiceRE is an A-not-A form that 都 or 也 right after it makes
// a condition that does not matter (要不要紧都先取消, 需不需要也续期),
// as 不管 before it does; a 都 further on is the object's (要不要把它们都取消).
var concededChoiceRE = prefilter.MustCompile(`^\p{Han}[不没]\p{Han}{1,2}?[都也]`)

// concessiveMarks say that what follows does not matter (不管是不是已经解决,
// 无论有没有): the question form after them asks nothing.
var concessiveMarks = []string{"不管", "无论", "不论", "不用管"}

// concessive reports whether before, the text ahead of a question form,
// ends with a concessive mark.
func concessive(before string) bool {
	before = strings.TrimRight(before, asciiSpace)
	for _, m := range concessiveMarks {
		if strings.HasSuffix(before, m) {
			return true
		}
	}
	return false
}

// isRequest reports whether text is phrased as a polite request: "can you
// …", "please", 请 (not 请问 or 请教, which ask), 帮我, 能否帮我.
func isRequest(text string) bool {
	return (requestOpenRE.MatchString(text) && !askOpenRE.MatchString(text)) || pleaseRE.MatchString(text) || favourRE.MatchString(text)
}

// politeAction reports whether a clause is a request for an action phrased
// as a question ("Would you log S-1 as absent for today?"): its question
// mark asks for the action, not to be shown state. A polite request to
// look something up ("could you check …?") still asks to be shown it.
func politeAction(clause string) bool {
	loc := requestOpenRE.FindStringIndex(clause)
	if loc == nil || askOpenRE.MatchString(clause) {
		return false
	}
	rest := strings.TrimSpace(pleaseRE.ReplaceAllString(clause[loc[1]:], ""))
	return rest != "" && !lookRE.MatchString(rest) && !tellRequestRE.MatchString(rest)
}

// tellRequestRE opens a request to be shown or told something.
var tellRequestRE = prefilter.MustCompile(`(?i)^(?:show|tell|give|get|list|find|see|let me know|explain|provide|recommend|suggest|help)\b`)

// asksWho reports whether 谁 stands in the text's last clause: 谁 in an
// earlier one names whoever does what the goal then asks for, and 谁 after
// a concessive mark in its clause (不管是谁提的) asks nothing.
func asksWho(text string) bool {
	i := strings.LastIndex(text, "谁")
	if i < 0 || strings.ContainsAny(text[i:], clauseEnds) {
		return false
	}
	clause := text[:i]
	if j := strings.LastIndexAny(clause, clauseEnds); j >= 0 {
		_, n := utf8.DecodeRuneInString(clause[j:])
		clause = clause[j+n:]
	}
	for _, m := range concessiveMarks {
		if strings.Contains(clause, m) {
			return false
		}
	}
	return true
}

// clauseEnds end a clause.
const clauseEnds = "，,；;。？?"

// askedIn reports whether the sentence of goal that holds text asks a
// question: "Close TK-1. Is TK-2 still open?" asks about TK-2, not about
// closing TK-1. Text the goal does not hold word for word goes by the
// whole goal. Text that ends with a request clause asks none (see
// requestEnds).
func askedIn(text, goal string) bool {
	text = strings.TrimSpace(text)
	at := strings.Index(goal, text)
	if at < 0 || text == "" {
		return isQuestion(goal) && !requestEnds(text, goal) && !politeLast(goal)
	}
	start, end := 0, len(goal)
	for i, r := range goal {
		if !sentenceEnd(goal, i, r) {
			continue
		}
		if i < at {
			start = i + utf8.RuneLen(r)
			continue
		}
		end = i + utf8.RuneLen(r)
		break
	}
	if rest := goal[at:end]; conditionedOn(goal[start:at]) && !isQuestion(rest) && !whetherOpenRE.MatchString(rest) {
		return false
	}
	lead := addedLeadRE.FindString(text)
	if (addedRequestRE.MatchString(goal[start:at]+lead) || andRequest(goal[start:at], text)) && !nounLeadRE.MatchString(text[len(lead):]) {
		start = at // the question before the connective is its own
	}
	return isQuestion(goal[start:end]) && !requestEnds(text, goal)
}

// politeLast reports whether the goal's last clause is a request for an
// action phrased as a question ("…, could you update it?"): its question
// mark asks for the action.
func politeLast(goal string) bool {
	end := strings.TrimRight(goal, asciiSpace+"?？")
	return politeAction(strings.TrimSpace(end[clauseStart(end):]))
}

// addedConnective is a word that adds a request of its own to what came
// before it in the sentence (另外, 顺便, also, then).
const addedConnective = `(?:另外|此外|顺便|同时|然后|接着|还要|也要|(?:and\s+)?(?:also|then|in addition))`

// addedRequestRE ends the part of a sentence before a clause that the
// clause adds to it as a request of its own (…还有多少库存，另外下个单,
// "…, and also"): a question before it is not the clause's. addedLeadRE
// is the connective opening the clause itself.
var (
	addedRequestRE = prefilter.MustCompile(`(?i)[，,；;]\s*` + addedConnective + `\s*,?\s*$`)
	addedLeadRE    = prefilter.MustCompile(`(?i)^\s*` + addedConnective)
)

// andJoinRE ends the part of an English sentence before a clause that
// "and" joins to it, with or without a comma.
var andJoinRE = prefilter.MustCompile(`(?i)\band\s*$`)

// unbiddenLeadRE opens an English clause with a word no command opens
// with: a question word, an auxiliary, a subject pronoun, a condition, or
// a verb's past form that goes on with the question's subject ("which
// rooms were cleaned and marked clean"); "proceed" or "feed" is none.
var unbiddenLeadRE = prefilter.MustCompile(`(?i)^\s*(?:what|which|when|where|who|whom|whose|why|how|is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|it|they|he|she|i|we|you|there|that|this|these|those|if|whether|[a-z]{2,}[b-df-z]ed)\b`)

// andRequest reports whether text, after before, is a command that "and"
// adds to a question ("What's the bill so far and give it 3 more days"):
// the question before "and" is not the command's own. A clause that
// opens with a question word, an auxiliary or a subject, or that ends in
// a question mark, goes on asking.
func andRequest(before, text string) bool {
	return andJoinRE.MatchString(before) && isLatin(text) && !unbiddenLeadRE.MatchString(text) && !strings.HasSuffix(strings.TrimSpace(text), "?")
}

// nounLeadRE opens an English clause with a noun phrase, by its
// determiner or an identifier ("and also the cancellation of ORD-1200",
// "also ORD-1200's refund"): a clause with no verb of its own goes on with
// the question before it.
var nounLeadRE = prefilter.MustCompile(`(?i)^\s*,?\s*(?:(?:the|my|your|our|their|his|her|its|this|these|those|any)\s|[a-z]+[-_]?\d)`)

// conditionedOn reports whether the part of a sentence before a text ends
// with a condition on it ("check whether X is free, and if so", "看看还剩
// 多少，不够的话"): the question before the condition is what it looks at,
// and the text after it is the action its answer allows, which that
// question does not ask about.
func conditionedOn(before string) bool {
	before = strings.TrimRight(before, asciiSpace+clauseEnds)
	if i := strings.LastIndexAny(before, clauseEnds); i >= 0 {
		_, n := utf8.DecodeRuneInString(before[i:])
		before = before[i+n:]
	}
	return before != "" && conditionRE.MatchString(before)
}

// requestEnds reports whether text ends with a clause that the goal writes
// as a request (帮我报修, 请…), which asks no question itself, and text
// does not end as a question: a question form in a statement before it
// (设备还能用，…，帮我报修) asks nothing of the request.
func requestEnds(text, goal string) bool {
	text = strings.TrimSpace(text)
	last := strings.TrimSpace(text[clauseStart(text):])
	at := strings.LastIndex(goal, last)
	if last == "" || at < 0 || endsAsQuestion(text) {
		return false
	}
	own := goal[clauseStart(goal[:at]) : at+len(last)]
	return (isRequest(own) || helpRE.MatchString(own)) && !asksQuestion(own) && !asksToBeShown(own) && !endsAsQuestion(goal[at:])
}

// requestWordsZhRE is the words a Chinese request opens with before the
// verb of what it asks (请, 麻烦, 帮我, 帮忙).
var requestWordsZhRE = prefilter.MustCompile(`^\s*(?:请|麻烦|帮|替|忙|我|你|您)*\s*`)

// asksToBeShown reports whether a Chinese request asks to be told or
// shown something (请告诉我, 麻烦帮我查一下): it makes a question before it
// its own, unlike a request for an action (帮我报修).
func asksToBeShown(request string) bool {
	return readRequestRE.MatchString(request[len(requestWordsZhRE.FindString(request)):])
}

// clauseStart is where the last clause of text begins: past its last
// comma, semicolon or enumeration comma.
func clauseStart(text string) int {
	i := strings.LastIndexAny(text, "，,；;、")
	if i < 0 {
		return 0
	}
	_, n := utf8.DecodeRuneInString(text[i:])
	return i + n
}

// endsAsQuestion reports whether text ends as a question does.
func endsAsQuestion(text string) bool {
	end := strings.TrimRight(text, asciiSpace+"。.！!")
	for _, q := range questionEnds {
		if strings.HasSuffix(end, q) {
			return true
		}
	}
	return false
}

// sentenceEnd reports whether the rune r at goal[i] ends a sentence: a
// full stop, question or exclamation mark or semicolon; an ASCII full stop
// only before a space or the end (3.5 and web-01.prod go on).
func sentenceEnd(goal string, i int, r rune) bool {
	switch r {
	case '。', '!', '！', '?', '？', ';', '；':
		return true
	case '.':
		return i+1 == len(goal) || goal[i+1] == ' ' || goal[i+1] == '\n'
	}
	return false
}
