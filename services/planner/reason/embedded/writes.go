package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	// negatedRE finds an action the goal forbids or holds back: 不要重启,
	// 先不取消了, 别把订单取消, don't restart it, "we won't cancel",
	// "hold off (on) cancelling", "don't go ahead and cancel", without
	// restarting. A hold-back (暂时, 先) may lead the negation and haste
	// (急着) follow it: 先不要拉黑, 暂时别停机, 先不用退款, 别急着取消.
	// An action wanted once but no longer (I wanted to cancel …, 本来想取消)
	// or left to a reminder (remind me to cancel …, 提醒我取消) is not
	// asked for now either.
	// A Chinese verb may follow its object (别把订单取消, 先别给它续期):
	// then the verb ends the clause, before any particle (掉, 了, 吧).
	// 对 and 为 are left out: 不对 and 不为 say wrong or not for, and the
	// verb after them is asked for (状态不对的订单帮我取消).
	negatedRE = prefilter.MustCompile(`(?i)(?:(?:暂时|暂且|暂)?先?(?:不要|别|不用|无需|不必|请勿|勿|不能|不想|不打算|不需要|不)(?:急着|急于|着急)?|(?:本来|原来|原本)(?:想|打算|要)|提醒我)\s*` +
		`(?:(?:把|给|替|帮)[^，,。；;！!？?]{1,20}?(\p{Han}{2})(?:掉|了|吧|啊|呢|哦|一下)*\s*(?:[，,。；;！!？?]|$)|(\p{Han}{2}))|` +
		`\b(?:don'?t|do not|never|no need to|without|avoid|not|won'?t|will not|hold off(?: on)?|(?:wanted|meant|intended|planned)\s+to|remind\s+(?:me|us|him|her|them)\s+to)\s+(?:(?:want|need|wish|plan)\s+to\s+|go\s+ahead\s+and\s+)?([a-z]+)`)
	// doneRE is an action stated as done: 已经取消了, 已关闭, 被订了,
	// 客户取消了订单, "was cancelled", "has already been closed".
	doneRE = prefilter.MustCompile(`(?i)(?:已经|已)\s*(\p{Han}{2})|被\s*(\p{Han}{1,2})|(\p{Han}{2})了|\b(?:was|were|been|is|are)\s+(?:already\s+)?([a-z]+ed)\b`)
	// imperativeZhRE is a Chinese request whose verb may take 了 (把 X
	// 取消了, 帮我取消了吧): the 了 completes the request, not a fact.
	imperativeZhRE = prefilter.MustCompile(`把|帮我|帮忙|麻烦|^\s*(?:请|帮|给我)|吧\s*[。！!]?\s*$`)
)

// showRE is a request to be shown something (show, 查看, 看一下; 按周分开
// 看看, where the looking ends a clause), or to have it sent to the
// speaker to look at (发我看看): like a question, it asks about state, not
// for an action.
var showRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|pls|plz|now|just)\s+)*(?:show|display|view|see)\b|^\s*(?:请|帮我|麻烦|给我)?(?:查看|看一下|看一看|看看|看下|显示|展示)|` +
	`(?:发|传|转)给?我(?:看看|看一下|看一看|看下|瞧瞧)|(?:看看|看一下|看一看|看下)吧?\s*(?:[，,。！!；;]|$)`)

// changeRE is a request to set something to a value: 把 X 改成/调到 Y,
// "set/change/move X to Y" (also after a clause of why: "Because of the
// holiday, move X to Y"), or to change it at all: 把 X 改一下; or to put a
// thing in its place or time: 把 X 安排到/放在/排到 Y, X 排在 Y. The
// English verb takes an object before "to": "the tasks, set to high"
// tells what the tasks are set to and asks nothing.
var changeRE = prefilter.MustCompile(`(?i)(?:调到|调成|调整为|调整到|改成|改为|改到|换成|设为|设成|设置为|涨到|降到|提高到|降低到|延长到|推迟到|挪到|改期到|安排到|安排在|排在|排到)|` +
	`把[^，,。；;]{1,40}?(?:修改|更改|调整|改)一下|` +
	`(?:^|[,;]\s)\s*(?:(?:and|then|also|please|now|just)\s+)*(?:set|change|raise|lower|increase|decrease|update|bump|adjust|move|reschedule|extend|push)\s+[^\s,;]+.{0,39}?\bto\b`)

// placedRE is a request to put a thing in a place: 把 X 安排到/放在/搬进 Y.
var placedRE = prefilter.MustCompile(`把[^，,。；;]{1,40}?(?:安排|放|挪|移|搬|分配|分|调|换)(?:到|在|进)`)

// asksChange reports whether text asks to set something to a value or to
// put it in a place.
func asksChange(text string) bool {
	return changeRE.MatchString(text) || strings.Contains(text, "把") && placedRE.MatchString(text)
}

// marksWrites reports whether a catalog marks some of its tools as
// writes: only then does a read say that the tool changes nothing (a
// catalog that declares no side effects has every tool read by default).
func marksWrites(byName map[string]*toolspec.Spec) bool {
	for _, s := range byName {
		if s.SideEffect == toolspec.Write {
			return true
		}
	}
	return false
}

// asksState reports whether text asks about state: a question, a request
// to be shown something, or for advice about an action.
func asksState(text string) bool {
	return isQuestion(text) || showRE.MatchString(text) || asksPulled(text) || asksAdvice(text)
}

// asksAdvice reports whether text asks for advice about an action; advice
// it acts on (按系统建议，取消 …) asks for the action.
func asksAdvice(text string) bool {
	return adviceRE.MatchString(text) && adviceRE.MatchString(followedAdviceRE.ReplaceAllString(text, "，"))
}

// negatedActions lists the actions a goal forbids, as written: 重启,
// restart (from "restarting").
func negatedActions(goal string) []string {
	return negations.load(goal, func() []string { return readNegations(goal) })
}

// negations remembers each goal's negated actions: every need of a goal,
// and every rule choosing its tool, asks for them.
var negations memo[[]string]

// readNegations reads the actions goal forbids. An action the goal also
// asks for where no negation governs it ("don't cancel PO-1, cancel PO-2",
// 别把 PO-1 取消，把 PO-2 取消) is forbidden only for the object the
// negation names, which the negated clause keeps from being a need of its
// own: it is not forbidden for the goal. A verb after the one it would
// be done for (别给他加流量包) is read by dativeNegations. The 别 that
// closes a word (分别, 特别) is no negation (see closesWord).
func readNegations(goal string) []string {
	var out []string
	var negated [][2]int // where each negated verb is written
	for _, at := range negatedRE.FindAllStringSubmatchIndex(goal, -1) {
		if choiceNegation(goal, at[0]) || closesWord(goal, at[0]) || channelNegation(goal, at[0]) || thingNegation(goal, at[0]) || conditionNegation(goal, at[0]) {
			continue
		}
		m := submatches(goal, at)
		w := m[1] + m[2] + strings.ToLower(m[3])
		if stem, ok := strings.CutSuffix(w, "ing"); ok {
			w = undouble(stem) // cancelling → cancel
		}
		for g := 1; g <= 3; g++ {
			if at[2*g] >= 0 {
				negated = append(negated, [2]int{at[2*g], at[2*g+1]})
			}
		}
		if len(w) >= 3 && !(at[2] >= 0 && dativeVerbRead(goal, at[0], at[3])) {
			out = append(out, w)
		}
	}
	words, spans := dativeNegations(goal)
	out, negated = append(out, words...), append(negated, spans...)
	return slices.DeleteFunc(out, func(a string) bool { return askedUnnegated(goal, a, negated) })
}

// askedUnnegated reports whether goal writes the action a (a Chinese verb,
// or an English one in any of its forms: cancel, cancels, cancelled,
// cancelling) somewhere no negation governs, outside the spans negated.
func askedUnnegated(goal, a string, negated [][2]int) bool {
	outside := func(pos int) bool {
		for _, n := range negated {
			if pos >= n[0] && pos < n[1] {
				return false
			}
		}
		return true
	}
	if hasHan(a) {
		for i := 0; ; {
			j := strings.Index(goal[i:], a)
			if j < 0 {
				return false
			}
			if outside(i + j) {
				return true
			}
			i += j + len(a)
		}
	}
	for _, w := range wordSpans(goal) {
		if outside(w.pos) && verbForm(strings.ToLower(w.text), a) {
			return true
		}
	}
	return false
}

// verbForm reports whether word is the English verb a or one of its
// inflections (-s, -es, -ed, -d, -ing, with a doubled consonant undone).
func verbForm(word, a string) bool {
	stem := glossStem(word)
	return word == a || stem == a || undouble(stem) == a || strings.TrimSuffix(word, "d") == a
}

// choiceNegation reports whether the negation at goal[at:] is the middle
// of an A-not-A question (能不能, 要不要): it asks whether, and forbids
// nothing.
func choiceNegation(goal string, at int) bool {
	before, _ := utf8.DecodeLastRuneInString(goal[:at])
	neg, n := utf8.DecodeRuneInString(goal[at:])
	after, _ := utf8.DecodeRuneInString(goal[at+n:])
	return (neg == '不' || neg == '没') && before == after && before != utf8.RuneError
}

// submatches is the text of each group that loc, a submatch index, marks
// in s; "" for a group that did not take part.
func submatches(s string, loc []int) []string {
	out := make([]string, len(loc)/2)
	for i := range out {
		if loc[2*i] >= 0 {
			out[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return out
}

// undouble drops the consonant an -ing or -ed form doubled (cancell,
// stopp).
func undouble(stem string) string {
	if n := len(stem); n >= 4 && stem[n-1] == stem[n-2] && !strings.ContainsRune("aeiouls", rune(stem[n-1])) || n >= 6 && strings.HasSuffix(stem, "ell") {
		return stem[:n-1]
	}
	return stem
}

// forbids reports whether a tool performs an action the goal forbids: the
// action is a word of its name ("restart" in restart_deployment) or, in
// Chinese, of its description or the glossary's word for its name's verb
// (取消 for cancel_sales_order).
func forbids(actions []string, spec *toolspec.Spec) bool {
	if spec == nil || len(actions) == 0 {
		return false
	}
	name := nameWords(spec.Name)
	desc := strings.ToLower(spec.Description)
	for _, a := range actions {
		for _, w := range name {
			if w == a || strings.HasPrefix(w, a) && len(a) >= 4 {
				return true
			}
		}
		if hasHan(a) && (strings.Contains(desc, a) || len(name) > 0 && lexical.GlossNames(a, name[0])) {
			return true
		}
	}
	return false
}

// respectIntent keeps a subtask's tool to what the goal asks: a write tool
// only when the goal asks for an action, not for a question about state
// or to be shown it (asks); a read tool never for a request to set a
// value (asksChange), which reading leaves undone;
// never a tool whose action the goal forbids. The next tool at or above
// the threshold that fits takes its place, or none.
func (e *Engine) respectIntent(st *task.Subtask, text, goal string, asks bool, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil {
		return
	}
	forbidden := negatedActions(goal)
	question := asks || asksState(text) && !requestEnds(text, goal) || askedIn(text, goal) || toldDone(text, spec, byName) && !decisionToEnter(text, goal) || bareIdentifier(text) || reportOfRE.MatchString(text) ||
		lookOnlyRE.MatchString(text) || toldState(text, spec)
	change := !question && asksChange(text) && marksWrites(byName)
	// A write the goal forbids is not replaced by another write the need
	// does not name: "hold off on cancelling ORD-1" asks no refund.
	refused := spec.SideEffect == toolspec.Write && forbids(forbidden, spec)
	unfit := func(s *toolspec.Spec) bool {
		return s == nil || forbids(forbidden, s) || question && s.SideEffect == toolspec.Write || change && s.SideEffect == toolspec.Read ||
			refused && s.SideEffect == toolspec.Write && !namesAction(text, s.Name)
	}
	if !unfit(spec) {
		return
	}
	st.Tool = ""
	st.Ambiguous = nil
	if spec.SideEffect == toolspec.Write {
		// Asked about, told of or forbidden, the object named is looked up.
		r := namedRead(st.Scores, text, e.Threshold(), spec, unfit, byName)
		if r == "" {
			r = askedRead(st.Scores, text, e.Threshold(), unfit, byName)
		}
		if r == "" && refused {
			r = ownObjectRead(spec, statedTakers(text, byName), unfit, byName)
		}
		if r != "" {
			st.Tool = r
			return
		}
	}
	for _, sc := range st.Scores {
		// A read tool on the write tool's own object answers the question
		// about it, even when the question's words favour the action.
		if s := byName[sc.Tool]; !unfit(s) && (sc.Score >= e.Threshold() || question && sameObject(spec, s)) {
			st.Tool = sc.Tool
			return
		}
	}
}

// statesDone reports whether text states that the action of a write was
// done (订单 ORD-1 已经取消了, "ORD-1 was cancelled yesterday"): told
// what happened, hermes looks the object up; it does not do it again.
func statesDone(text string, write *toolspec.Spec) bool {
	if write.SideEffect != toolspec.Write {
		return false
	}
	name := nameWordsAll(write.Name)
	if len(name) == 0 {
		return false
	}
	verb := name[0]
	for _, m := range doneRE.FindAllStringSubmatch(text, -1) {
		// 被 or 了 after a verb tells of it, unless a request is made
		// (帮我订了吧) or asked who did it (被谁订了).
		zh := m[1]
		if told := m[2] + m[3]; told != "" && !imperativeZhRE.MatchString(text) && !strings.ContainsAny(m[2], "谁什哪") {
			zh = told
		}
		if zh != "" && lexical.GlossNames(zh, verb) || m[4] != "" && strings.HasPrefix(strings.ToLower(m[4]), verb) {
			return true
		}
	}
	return pastTold(text, verb)
}

// lookOnlyRE is an English need that opens with a verb that only ever means
// to look (fetch, show, display, view, retrieve): it asks to see its
// object, whatever write its words come closest to ("Fetch M-10023
// points" beside a points adjustment). Verbs that also name an action —
// pull (an ad), list (a product), check (in) — are left out.
var lookOnlyRE = prefilter.MustCompile(`(?i)^\s*(?:(?:please|pls|plz|now|also|then|just)\s+)*(?:fetch|show|display|view|retrieve)\b`)

// reportOfRE asks to make a report, summary or list of something
// ("create a report of all closed tickets"): the verb makes the report,
// no write on what it is about.
var reportOfRE = prefilter.MustCompile(`(?i)^\s*(?:(?:please|now|also|then)\s+)*(?:generate|write|prepare|create|produce|draft|compile|make)\s+(?:me\s+)?(?:a|an|the|my|our)?\s*(?:[a-z-]+\s+){0,2}(?:report|summary|digest|overview|list|breakdown)\s+(?:of|on|about|for|covering)\b`)

// adviceRE asks for advice about an action, not for it: 发货建议, 给点建议,
// "advice on cancelling", "should we cancel it", "whether to refund".
var adviceRE = prefilter.MustCompile(`(?i)(?:建议|意见)\s*(?:[。！!？?；;，,]|$)|给(?:出|个|我)?(?:一些|一个|点|些)?建议|` +
	`\b(?:advice|suggestions?|recommendations?)\s+(?:on|for|about|regarding)\b|\bshould\s+(?:we|i)\b|\bwhether\s+(?:to|we\s+should|i\s+should)\b`)

// followedAdviceRE is advice the goal acts on, named by where the action
// comes from: 按系统建议, 根据审核意见, 采纳客户的建议.
var followedAdviceRE = prefilter.MustCompile(`(?:按照?|根据|依照|依据|遵照|听从|采纳|参考)[^。！!？?；;，,]{0,12}?(?:建议|意见)`)

// bareIdentifier reports whether text is nothing but identifiers (ORD-1234):
// naming an object asks to see it, never to act on it.
func bareIdentifier(text string) bool {
	rest := identifierRE.ReplaceAllString(text, "")
	return rest != text && strings.TrimFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) == ""
}

// toldDone reports whether text tells of an action on the object of the
// write done (客户昨天取消了订单 ORD-1 tells of a cancel, and asks no
// refund either).
func toldDone(text string, write *toolspec.Spec, byName map[string]*toolspec.Spec) bool {
	if write.SideEffect != toolspec.Write {
		return false
	}
	if statesDone(text, write) {
		return true
	}
	for _, s := range byName {
		if s != write && s.SideEffect == toolspec.Write && sameObject(write, s) && statesDone(text, s) {
			return true
		}
	}
	return false
}

// pastTold reports whether an English text tells of the verb done in the
// past by someone ("the customer cancelled ORD-1 yesterday"): its past
// form after the text's first word, which an order to do it opens with.
// A participle the text sets off with a comma before "by" names who does
// the asked action ("…, reported by E1"), and tells nothing done; right
// after its subject ("PO-1 cancelled by the buyer") it still tells.
func pastTold(text, verb string) bool {
	ws := wordSpans(text)
	if len(ws) < 2 || language(text) == "zh" {
		return false
	}
	past := []string{verb + "ed", verb + "d"}
	if n := len(verb); n > 2 {
		past = append(past, verb+verb[n-1:]+"ed")
	}
	for i, w := range ws[1:] {
		if slices.Contains(past, strings.ToLower(w.text)) && !agentPhrase(text, ws, i+1) {
			return true
		}
	}
	return false
}

// agentPhrase reports whether the word ws[i] opens a phrase set off by a
// comma and is followed by "by" (", reported by E1").
func agentPhrase(text string, ws []word, i int) bool {
	return i+1 < len(ws) && strings.EqualFold(ws[i+1].text, "by") && strings.ContainsAny(text[ws[i-1].end:ws[i].pos], ",，")
}

// namedRead is the read tool, best scored first, that answers a question
// about the object a write tool acts on when the question names that
// object by an identifier both tools take ("has TK-5521 been closed?"):
// the read that takes the identifier looks up that one object, which a
// list of its kind, sharing only the question's words, does not. When no
// read scores above the threshold, the one read of the object the
// identifier names serves though its words score nothing.
func namedRead(scores []task.Score, text string, threshold float64, write *toolspec.Spec, unfit func(*toolspec.Spec) bool, byName map[string]*toolspec.Spec) string {
	takers := statedTakers(text, byName)
	if !takers[write.Name] {
		return ""
	}
	strong := "" // the best read taking the identifier, when it fits on its own
	strongScore := 0.0
	for _, sc := range scores {
		s := byName[sc.Tool]
		if !takers[sc.Tool] || unfit(s) {
			continue
		}
		if sameObject(write, s) {
			if strong != "" && (sc.Score < threshold || strongScore > sc.Score && asksWhereWho(text, write)) {
				// The question's words fit another read of the named
				// object far better ("what's the work email of E61877"
				// is the employee's record, not the payslip the email
				// would send). So do they when the question asks where,
				// who or when ("where's the rider for ORD-1") and the
				// read ranked before the object's own scores above it:
				// an exact tie keeps the object's own record.
				return strong
			}
			return sc.Tool
		}
		if strong == "" && sc.Score >= threshold {
			strong, strongScore = sc.Tool, sc.Score
		}
	}
	if strong != "" {
		return ""
	}
	// The question's words score no read of the object: the one read of
	// the object the identifier names looks it up all the same.
	if r := objectRead(text, byName); r != "" && !unfit(byName[r]) {
		return r
	}
	return ownRecordRead(scores, threshold, takers, write, unfit, byName)
}

// askedRead is the read at or above the threshold, best scored first,
// whose object (every word of its name after the verb) the question names
// right after its question word ("which engineers are free to take a
// repair job?" for list_engineers), when the write its words favour is
// ruled out: the question asks about what it names, not about the
// write's object.
func askedRead(scores []task.Score, text string, threshold float64, unfit func(*toolspec.Spec) bool, byName map[string]*toolspec.Spec) string {
	words := askedWords(text)
	if len(words) == 0 {
		return ""
	}
	for _, sc := range scores {
		s := byName[sc.Tool]
		if sc.Score < threshold || unfit(s) {
			continue
		}
		obj := nameWordsAll(s.Name)
		if len(obj) < 2 {
			continue
		}
		named := true
		for _, w := range obj[1:] {
			named = named && (words[w] || words[w+"s"] || strings.HasSuffix(w, "s") && words[strings.TrimSuffix(w, "s")])
		}
		if named {
			return sc.Tool
		}
	}
	return ""
}

// askedSpan is how many words after its question word name what an
// English question asks about ("which night-shift engineers …").
const askedSpan = 3

// askedWords are the lower-cased words after an English question's first
// question word (which, what, who …) that name what it asks about.
func askedWords(text string) map[string]bool {
	ws := wordSpans(text)
	for i, w := range ws {
		if !questionWords[strings.ToLower(w.text)] {
			continue
		}
		out := map[string]bool{}
		for _, x := range ws[i+1 : min(len(ws), i+1+askedSpan)] {
			out[strings.ToLower(x.text)] = true
		}
		return out
	}
	return nil
}

// sameObject reports whether two tools act on the same object: their
// names share a word after the verb (get_ticket, refund_ticket).
func sameObject(a, b *toolspec.Spec) bool {
	split := func(n string) []string {
		return strings.FieldsFunc(strings.ToLower(n), func(r rune) bool { return r == '_' || r == '-' || r == '.' })
	}
	wa, wb := split(a.Name), split(b.Name)
	if len(wa) < 2 || len(wb) < 2 {
		return false
	}
	for _, x := range wa[1:] {
		for _, y := range wb[1:] {
			if x == y || x+"s" == y || x == y+"s" {
				return true
			}
		}
	}
	return false
}

// negatedClauseRE is a clause that only forbids an action: it is no need.
var negatedClauseRE = prefilter.MustCompile(`(?i)^(?:但是?|并且|and|but)?\s*(?:不要|别|不用|无需|不必|请勿|勿|don'?t|do not|never)\S*(?:\s*\S+){0,3}$`)

// heldBackClauseRE is a clause that only holds an action back for now
// (先不要退款, 暂时别取消 TB-1, RT-1 先别退, "hold off refunding it").
var heldBackClauseRE = prefilter.MustCompile(`(?i)^(?:但是?|并且|and|but)?\s*(?:[A-Za-z]+[-_]?\d[A-Za-z0-9-]*\s*)?(?:(?:暂时|暂且|暂)?先?(?:不要|别|不用)|hold off)\S*(?:\s*\S+){0,3}$`)

// hanUndoneRE is a Chinese clause's mark that something has not happened
// yet (没收回来, 还未到): like 了, it tells how things stand.
var hanUndoneRE = prefilter.MustCompile(`没|未`)

// heldForLook reports whether the ci-th clause holds an action back in
// favour of a look (先不要退款，查一下订单): the held action is no need.
// The look may come after clauses that only tell why (RT-1 先别退，客户说还
// 会来，帮我看下记录), or before the held action when that ends the goal
// (查一下 S-1 还有没有空，先别订). skip is how many clauses after it only
// tell why: they go with the held action. Held back with no look beside
// it (先别发 SO-1，客户要改地址), the clause may ask for the hold itself.
func heldForLook(cls []clause, ci int) (held bool, skip int) {
	if !heldBackClauseRE.MatchString(strings.TrimSpace(cls[ci].text)) {
		return false, 0
	}
	if ci > 0 && ci+1 == len(cls) && asksLook(cls[ci-1].text) {
		return true, 0
	}
	for i := ci + 1; i < len(cls) && i <= ci+3; i++ {
		next := strings.TrimSpace(cls[i].text)
		if asksLook(next) {
			return true, i - ci - 1
		}
		if !tellsOnly(next) {
			return false, 0
		}
	}
	return false, 0
}

// asksLook reports whether a clause asks to look something up or be
// shown it, after a polite opening (帮我 check 一下, 麻烦看下).
func asksLook(text string) bool {
	text = politeZhLeadRE.ReplaceAllString(strings.TrimSpace(text), "")
	return readRequestRE.MatchString(text) || lookRE.MatchString(text)
}

// politeZhLeadRE is a clause's polite opening.
var politeZhLeadRE = prefilter.MustCompile(`^(?:请|帮我|帮忙|麻烦|给我)\s*`)

// tellsOnly reports whether a clause only tells how things stand: what
// someone said, a cause, what has or has not happened.
func tellsOnly(text string) bool {
	if statesReason(text) || reportsHappened(text) {
		return true
	}
	return !isLatin(text) && hanUndoneRE.MatchString(text) && !hanNotDoneRE.MatchString(text) && !undoneModifierRE.MatchString(text)
}

// undoneModifierRE is 没 or 未 inside a phrase that 的 closes (没收到货的
// 客户): it picks out whom or what the clause acts on, and tells nothing.
var undoneModifierRE = prefilter.MustCompile(`[没未][^，,。；;]*的`)

var (
	// ownDecisionRE is the speaker telling of a decision of their own
	// (我同意了, 我已经批准了).
	ownDecisionRE = prefilter.MustCompile(`我(?:已经|已)?\p{Han}{2}了`)
	// enterRE ends a goal with a bare request to do it for someone
	// (给他批一下, 帮她办一下): a verb on what the goal named before,
	// softened with 一下, with no object of its own. Looking (看, 查) enters
	// nothing.
	enterRE = prefilter.MustCompile(`(?:给|帮|替)(?:他|她|它|他们|她们|我)?[^看查]{1,2}一下[。！!]?\s*$`)
)

// decisionToEnter reports whether text tells of the speaker's own decision
// that the rest of the goal asks to enter ("LV-1 的请假我同意了，在系统里给他
// 批一下"): the decision is made, the write that records it is not.
func decisionToEnter(text, goal string) bool {
	at := strings.Index(goal, text)
	loc := ownDecisionRE.FindStringIndex(text)
	return at >= 0 && loc != nil && enterRE.MatchString(goal[at+loc[1]:])
}
