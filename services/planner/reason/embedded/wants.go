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
	// wantRE is a need that says the user wants to do something (我要投诉,
	// 我想退租, I want to complain about …, I'd like to …): what follows is
	// the action.
	wantRE = prefilter.MustCompile(`(?i)^\s*(?:我|我们)?(?:想要|想|要|需要)(\p{Han})|^\s*(?:i|we)(?:\s+(?:want|need|would like|wish)|['’]d\s+like)\s+to\s+([a-z]+)`)
	// wantedLooks are the verbs after 我要/I want to that ask to be
	// shown, told or given something rather than for an action.
	wantedLooks = map[string]bool{"查": true, "看": true, "问": true, "知": true, "了": true, "找": true, "搜": true, "列": true, "听": true,
		"know": true, "see": true, "check": true, "find": true, "view": true, "look": true, "learn": true, "understand": true, "ask": true,
		"read": true, "hear": true, "list": true, "get": true, "confirm": true, "verify": true, "review": true, "explore": true, "discover": true,
		"download": true, "print": true, "export": true, "show": true, "display": true,
		"fetch": true, "pull": true, "retrieve": true, "search": true}
	// wantLaterRE is a Chinese need whose subject or time comes before
	// 想/想要 (E1002 下周想请假): the want is the same.
	wantLaterRE = prefilter.MustCompile(`^[^，,。？?]*?(?:想要|想)(\p{Han})`)
	// helpRE is a Chinese need that asks to do something for someone
	// (帮 E1002 请假, 替他提交): what follows the person is the action.
	helpRE = prefilter.MustCompile(`(?i)^\s*(?:请|麻烦)?(?:帮|替)(?:我|他|她|忙)?\s*(?:[a-z0-9][a-z0-9_-]*\s*)?(?:(\p{Han})|([a-z]+))`)
	// thinkWords end in 想 but name a thought, not a want (联想 is also a
	// brand): 想 after them wants nothing.
	thinkWords = []string{"联想", "理想", "思想", "感想", "设想", "猜想", "梦想", "回想", "幻想", "构想", "着想", "预想", "冥想"}
)

// neededLastRE is a last clause that says what the case needs, told
// after the case (…抛锚了，车上30名乘客，需要拖车): the short thing
// needed is what the request asks to have done, as 我需要 opening a need
// would say.
var neededLastRE = prefilter.MustCompile(`[，,；;]\s*(?:还|也|都)?(?:需要|急需)(\p{Han}{1,4})[。！!]?\s*$`)

// neededAskWords open a thing needed that asks how much of it is needed
// (需要多久, 需要几天, 需要什么): a question about the case, not a
// thing the request asks to have done.
const neededAskWords = "多几什哪怎啥"

// neededAsked reports whether the thing a last clause says is needed is
// a question (see neededAskWords).
func neededAsked(thing string) bool {
	r, _ := utf8.DecodeRuneInString(thing)
	return strings.ContainsRune(neededAskWords, r)
}

// particles are the Chinese letters that follow a verb or a noun, never
// begin an action (想的, 要是): a want followed by one wants nothing.
const particles = "的了着过地得是在和与及吗呢吧"

// wantedVerb returns the need from the verb of the action it says the user
// wants done (下载 INV-1 的发票, "download invoice INV-1"; 补一张新卡, where
// a count of what the verb makes follows it, unless the need ends by
// asking to be shown what it names: 退两次货的客户列出来), and whether it
// says so.
func wantedVerb(text string) (string, bool) {
	t := strings.TrimSpace(text)
	if m := wantRE.FindStringSubmatchIndex(t); m != nil {
		return wantedFrom(t, m)
	}
	if language(t) != "zh" {
		return "", false
	}
	if m := helpRE.FindStringSubmatchIndex(t); m != nil {
		return wantedFrom(t, m)
	}
	if m := wantLaterRE.FindStringSubmatchIndex(t); m != nil {
		at := m[2] - len("想")
		for _, w := range thinkWords {
			if strings.HasSuffix(t[:at+len("想")], w) {
				return "", false
			}
		}
		return wantedFrom(t, m)
	}
	if at, ok := lightVerb(t); ok && !asksItself(t[:at]) && !lookWordsZhRE.MatchString(t[:at]) {
		return t[at:], true
	}
	if at, ok := countedVerb(t); ok && !asksItself(t) && !looksLast(t) && !lookWordsZhRE.MatchString(t[:at]) {
		return t[at:], true
	}
	if m := neededLastRE.FindStringSubmatchIndex(t); m != nil && !asksItself(t) && !neededAsked(t[m[2]:m[3]]) {
		return wantedFrom(t, m)
	}
	return "", false
}

// partnerRE is 和, 与, 跟 or 同 after a want, then the one it is done
// with: an identifier or a pronoun, before the verb (想和 E2 换班,
// 想跟他调一下): the word opens the partner there, not a list.
var partnerRE = prefilter.MustCompile(`^(?:和|与|跟|同)\s*(?:[A-Za-z0-9][A-Za-z0-9_-]*|[他她你我]们?)\s*`)

// wantedFrom is the text from the first group of m that matched on, unless
// a particle stands there.
func wantedFrom(t string, m []int) (string, bool) {
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] < 0 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(t[m[g]:])
		if loc := partnerRE.FindStringIndex(t[m[g]:]); loc != nil {
			return t[m[g]+loc[1]:], true // 想和 E2 换班: the want is 换班
		}
		if strings.ContainsRune(particles, r) {
			return "", false
		}
		return t[m[g]:], true
	}
	return "", false
}

// wantsToSee reports whether the action a need wants (verb, the need from
// its verb on) is to be shown, told or given something (核对, download):
// the read serves it. An English verb the read's own name or description
// uses (print, for a read that prints) is one too; a Chinese one is not
// compared with them, since its gloss is also a noun (投诉 complaints).
func wantsToSee(verb string, read *toolspec.Spec) bool {
	first, _ := utf8.DecodeRuneInString(verb)
	if first < utf8.RuneSelf {
		en := strings.ToLower(strings.FieldsFunc(verb, notLetter)[0])
		return wantedLooks[en] || slices.Contains(words(read.Name+" "+read.Description), en)
	}
	if wantedLooks[string(first)] {
		return true
	}
	for en := range wantedLooks {
		// A short English word is the gloss of too many Chinese ones.
		if len(en) > 3 && lexical.GlossLeads(verb, en) {
			return true
		}
	}
	return false
}

// leadingVerb is the verb a wanted action opens with, as negatedActions
// writes it: two Han characters, or an English word in lower case.
func leadingVerb(verb string) string {
	if r, _ := utf8.DecodeRuneInString(verb); r < utf8.RuneSelf {
		if ws := strings.FieldsFunc(strings.ToLower(verb), notLetter); len(ws) > 0 {
			return ws[0]
		}
		return ""
	}
	rs := []rune(verb)
	return string(rs[:min(2, len(rs))])
}

// words are the lower-case words of s.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), notLetter)
}

func notLetter(r rune) bool { return !unicode.IsLetter(r) }

// wantedAction turns a read chosen for a need that says the user wants to
// do something (我要投诉, I want to file a complaint) into the write on
// the read's object that performs it: wanting to do something is no
// question about the object, and a list of it does not do what is wanted.
// The write must lead the object's other writes by writeLead and come
// within rivalShare of the read.
func wantedAction(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write {
		return
	}
	if w := openedWrite(text, st.Tool, scores, byName); w != "" && !forbids(negatedActions(goal), byName[w]) {
		st.Tool, st.Ambiguous = w, nil
		return
	}
	if askedIn(text, goal) {
		return
	}
	forbidden := negatedActions(goal)
	verb, ok := wantedVerb(text)
	if !ok {
		if w := imperativeWrite(text, spec, scores, forbidden, byName); w != "" {
			st.Tool, st.Ambiguous = w, nil
		}
		return
	}
	if wantsToSee(verb, spec) {
		return
	}
	if slices.Contains(forbidden, leadingVerb(verb)) {
		return // wanted once, or not at all (我本来想取消…，后来算了)
	}
	if w := verbWrite(leadingVerb(verb), text, scores, forbidden, byName); w != "" {
		st.Tool, st.Ambiguous = w, nil
		return
	}
	if w := madeThingWrite(verb, text, scores, forbidden, byName); w != "" {
		st.Tool, st.Ambiguous = w, nil
		return
	}
	var writes []task.Score
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && s.SideEffect == toolspec.Write && sameObject(spec, s) && !forbids(forbidden, s) && !statesDone(text, s) {
			writes = append(writes, sc)
		}
	}
	if w := leadingWrite(writes, rivalShare*scoreOf(scores, st.Tool)); w != "" {
		st.Tool, st.Ambiguous = w, nil
	}
}

// leadingWrite is the first of writes when it scores at least floor and
// leads the second by writeLead.
func leadingWrite(writes []task.Score, floor float64) string {
	if len(writes) == 0 || writes[0].Score < floor || len(writes) > 1 && writes[0].Score < writeLead*writes[1].Score {
		return ""
	}
	return writes[0].Tool
}

// tieShare is how close to the read chosen, as a share of its score, the
// write an imperative asks for must come: the words of the need fit both.
const tieShare = 0.85

// imperativeWrite is the write on a read's object that an English need
// asks for when it opens with a verb followed straight by what the verb
// acts on, an identifier or an amount (credit 500 points to M-1, sign S-1
// up for …): a command to act, not to be shown something, when the verb
// is no verb of looking and no word the read is named or described with.
// The write must come within tieShare of the read and lead the object's
// other writes by writeLead.
func imperativeWrite(text string, read *toolspec.Spec, scores []task.Score, forbidden []string, byName map[string]*toolspec.Spec) string {
	ws := wordSpans(text)
	for len(ws) > 0 && leadWords[strings.ToLower(ws[0].text)] {
		ws = ws[1:]
	}
	if language(text) == "zh" || len(ws) < 2 || asksState(text) || reportOfRE.MatchString(text) {
		return ""
	}
	first := strings.ToLower(ws[0].text)
	if strings.IndexFunc(first, notLetter) >= 0 || questionWords[first] || wantsToSee(first, read) ||
		!strings.ContainsFunc(ws[1].text, unicode.IsDigit) {
		return ""
	}
	var writes []task.Score
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && s.SideEffect == toolspec.Write && sameObject(read, s) && !forbids(forbidden, s) && !statesDone(text, s) {
			writes = append(writes, sc)
		}
	}
	return leadingWrite(writes, tieShare*scoreOf(scores, read.Name))
}

// leadWords open a request without being its verb (please, then …).
var leadWords = map[string]bool{"please": true, "and": true, "then": true, "also": true, "now": true, "just": true}

// openedWrite is the one write whose verb — its name's first word or the
// one its description opens with — an English need opens with (enrol
// them, after "check whether …, and if not"), or a sentence of the need
// after one that states a fact ("The freezer stopped cooling — open a
// repair ticket"), when the need asks no question itself and the write
// comes within rivalShare of the read chosen: the imperative asks for the
// action even in a sentence that also asks something. A verb of looking
// (check, review) opens no action, nor does one that makes a report of
// the object.
func openedWrite(text, read string, scores []task.Score, byName map[string]*toolspec.Spec) string {
	if language(text) == "zh" || asksState(text) || reportOfRE.MatchString(text) {
		return ""
	}
	found := ""
	for _, first := range sentenceVerbs(text) {
		if wantedLooks[first] {
			continue
		}
		for _, sc := range scores {
			s := byName[sc.Tool]
			if s == nil || s.SideEffect != toolspec.Write || sc.Score < rivalShare*scoreOf(scores, read) || statesDone(text, s) || !opensWithVerb(first, s) {
				continue
			}
			if found != "" && found != sc.Tool {
				return ""
			}
			found = sc.Tool
		}
	}
	return found
}

// sentenceBreakRE ends a sentence, or a clause set off by a dash or
// colon, inside one need; a comma does when a capital follows (the join
// of two parts of a goal).
var sentenceBreakRE = prefilter.MustCompile(`[.!;:]\s+|\s+[—–-]{1,2}\s+|,\s+[A-Z]`)

// sentenceVerbs are the first words, in lower case, of text and of each
// sentence in it.
func sentenceVerbs(text string) []string {
	var out []string
	starts := []int{0}
	for _, m := range sentenceBreakRE.FindAllStringIndex(text, -1) {
		if text[m[1]-1] >= 'A' && text[m[1]-1] <= 'Z' {
			m[1]-- // the capital after a comma opens the sentence
		}
		starts = append(starts, m[1])
	}
	for _, i := range starts {
		if ws := wordSpans(text[i:]); len(ws) > 0 {
			out = append(out, strings.ToLower(ws[0].text))
		}
	}
	return out
}

// sameVerb reports whether two words are one verb, spelt alike or with
// the final l doubled (enrol, enroll; instal, install).
func sameVerb(a, b string) bool {
	return a == b || len(a) >= 5 && strings.HasSuffix(a, "l") && (a+"l" == b || b+"l" == a)
}

// verbWrite is the one write whose name opens with verb, an English verb
// a need wants done (enroll for enroll_…): the verb names the action,
// which may be another object's write than the read its noun chose
// (enrollments).
func verbWrite(verb, text string, scores []task.Score, forbidden []string, byName map[string]*toolspec.Spec) string {
	if verb == "" || verb[0] >= utf8.RuneSelf {
		return ""
	}
	found := ""
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || s.SideEffect != toolspec.Write || sc.Score <= 0 || forbids(forbidden, s) || statesDone(text, s) || nameWordsAll(s.Name)[0] != verb {
			continue
		}
		if found != "" {
			return ""
		}
		found = sc.Tool
	}
	return found
}

// namedWrite turns a read chosen for a Chinese need that asks for an
// action into the write on the read's object whose verb the need names in
// Chinese (CT-1102 月底解约 names terminate_contract's "terminate") or
// writes it in English among its Chinese (book 一下 R-12): the
// identifier and the object's words favour its read, but the verb says
// which action is asked for; a verb of asking for something (帮他请,
// 申请) names the write that files it (submit_…, create_…). Exactly one
// of the object's writes must be named.
func namedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	// A need that asks for something filed is a request even in a goal
	// that also asks a question (先看一下还剩几天，够的话帮他请…).
	if spec == nil || spec.SideEffect == toolspec.Write || language(text) != "zh" || !asksWrite(text, goal) && (!asksFor(text) || asksState(text) || looksLast(text)) {
		return
	}
	named, _ := onlyWrite(scores, byName, negatedActions(goal), func(sc task.Score, s *toolspec.Spec) bool {
		if sc.Score <= 0 || !sameObject(spec, s) || statesDone(text, s) {
			return false
		}
		verb := nameWordsAll(sc.Tool)[0]
		if verbAsValue(text, verb, spec) {
			return false
		}
		unlooked := lookWordsZhRE.ReplaceAllString(text, "，")
		return lexical.GlossNames(unlooked, verb) || namesAction(text, sc.Tool) || asksFor(text) && filingVerbs[verb] ||
			namesListedVerb(unlooked, s.Description) ||
			noLonger(text) && lexical.GlossNames("取消", verb)
	})
	if named != "" {
		st.Tool, st.Ambiguous = named, nil
	}
}

// lookWordsZhRE is a Chinese request to look something up (lookWordsZh,
// or 看下 within a need): 查 glosses as "check", but looking names no
// write whose verb is "check" (check_in_…), so namedWrite reads the need
// without these words.
var lookWordsZhRE = prefilter.MustCompile(lookWordsZh + `|看下`)

// noLongerRE says that something will no longer happen or is no longer
// wanted (不考了, 不要了, 不需要了): calling it off. An adjective after 不
// (差不多了, 不早了) says how things stand instead.
var noLongerRE = prefilter.MustCompile(`不再?(?:需要|[^多少早久行对好错够\P{Han}])了`)

// noLonger reports whether a Chinese need says its object is called off:
// the write that cancels it (the glossary's words for 取消) is named.
func noLonger(text string) bool {
	return noLongerRE.MatchString(text)
}

// askForRE is a Chinese verb of asking for something on someone's behalf
// or one's own (帮他请…年假, 申请报销, 提交工单): the thing asked for is a
// request the catalog files, not a record to read.
var askForRE = prefilter.MustCompile(`申请|提交|(?:帮|替|给)(?:我|他|她|您)们?请|(?:我|他|她)?(?:要|想)请`)

// asksFor reports whether a Chinese need asks for something to be filed:
// a verb of asking for that modifies a noun (上周提交的报销单), one that
// a 的 makes the noun of the request filed (补贴的申请) or 请 that asks a
// person (想请你帮我查…, 请教) files nothing.
func asksFor(text string) bool {
	for _, m := range askForRE.FindAllStringIndex(text, -1) {
		next, _ := utf8.DecodeRuneInString(strings.TrimLeft(text[m[1]:], asciiSpace))
		if next == '的' || next == '了' && strings.HasPrefix(strings.TrimLeft(text[m[1]:], asciiSpace), "了的") {
			continue
		}
		if strings.HasSuffix(text[:m[1]], "请") && strings.ContainsRune("你您教问大各", next) {
			continue
		}
		if strings.HasSuffix(strings.TrimRight(text[:m[0]], asciiSpace), "的") {
			continue // the request filed (补贴的申请, 我的申请): a noun
		}
		return true
	}
	return false
}

// filingVerbs are the verbs a write that files a new request or record is
// named with: the write a need that asks for something calls (report_…
// files a report of a fault or incident).
var filingVerbs = map[string]bool{"submit": true, "create": true, "file": true, "request": true, "apply": true, "raise": true, "open": true, "add": true, "new": true, "register": true, "log": true, "place": true, "make": true, "report": true}

// thingRE is a Chinese need that ends by naming a thing: a noun after its
// last 的 (E1002 三月份的工资条, INV-1 的 payment 记录).
var thingRE = prefilter.MustCompile(`的\s*[\p{Han}A-Za-z ]{1,12}\s*$`)

// dativeRE opens a Chinese need with 给 and a person, then a verb
// (给他们发一张…, 给她补一份…): it asks to give them something. 给他们的
// names what they were given, and a number, a demonstrative or a time
// after the person (给我三月份的…, 给他们这周的…) opens the thing to show.
var dativeRE = prefilter.MustCompile(`^\s*(?:再|还|也|并|然后)?\s*给(?:我|他|她|它|你|您)们?\s*[^的们一二三四五六七八九十两几这那上下本今明昨前后每\P{Han}]`)

// dativeIDRE opens a Chinese need with 给 and an identifier, then a verb
// that no 的 follows (给 AC-1 出一张…, 给 C-7 开发票): it asks to give the
// one the identifier names something, as dativeRE's person. 给 AC-1 的,
// or a number, a demonstrative or a time after it, opens the thing.
var dativeIDRE = prefilter.MustCompile(`^\s*(?:再|还|也|并|然后)?\s*给\s*[A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*\s*[^的们一二三四五六七八九十两几这那上下本今明昨前后每\P{Han}](?:[^的]|$)`)

// amountChangeRE is a Chinese verb that raises or lowers an amount, then
// the amount (加 300 块, 扣 2 次, 减五天): it asks to change a balance,
// not to be shown the thing the need ends with.
var amountChangeRE = prefilter.MustCompile(`(?:增加|减少|扣除|扣减|充值|[加减扣充])\s*[0-9零一二三四五六七八九十两百千万]`)

// sentToRE opens a Chinese need with a verb and 给 (推送给…的用户, 发给
// 各门店, 转给值班经理): it asks to send something to whom 给 names, even
// when they end the need after a 的. 给我的, 给他的 name what was sent
// (发给我的邮件): a thing.
var sentToRE = prefilter.MustCompile(`^\s*(?:再|还|也|并|然后|接着|最后)?\s*\p{Han}{1,2}给\s*[^我你他她它的\s]`)

// recordRE is an action made a noun by the record of it that follows
// (发布记录, 审批历史): the record is the thing, no action.
var recordRE = prefilter.MustCompile(`\p{Han}{2}(?:记录|历史)`)

// unaskedWrite turns a write chosen for a Chinese need that only names a
// thing (E1002 三月份的工资条) — it asks for no action (帮, 请, 想 …), ends
// with a noun after 的 that no verb before it acts on (see actsOnThing)
// and writes no verb of the write, in Chinese or English — into the best read on the write's object: the thing's words
// alone do not say to act on it. With no read on the write's object, a
// read scoring within coverShare of the write answers a need that tells
// of nothing that happened (no 了).
func unaskedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect != toolspec.Write || language(text) != "zh" {
		return
	}
	if _, ok := wantedVerb(text); ok || isRequest(text) || dativeRE.MatchString(text) || dativeIDRE.MatchString(text) || amountChangeRE.MatchString(text) || sentToRE.MatchString(text) || asksFor(text) || !thingRE.MatchString(text) || strings.Contains(text, "把") || actsOnThing(text) {
		return
	}
	if namesAction(text, st.Tool) || lexical.GlossNames(recordRE.ReplaceAllString(text, ""), nameWordsAll(st.Tool)[0]) || namesListedVerb(recordRE.ReplaceAllString(text, ""), spec.Description) {
		return
	}
	forbidden := negatedActions(goal)
	written := map[string]bool{}
	for _, w := range wordSpans(text) {
		written[strings.ToLower(w.text)] = true
	}
	// A read whose object the need writes in English (the payment 记录
	// of an invoice: a list of payments) names the thing; else the write's
	// object is the thing; else the read the need's words fit nearly as
	// well as the write (排班表: a roster, beside a swap of shifts).
	floor := coverShare * scoreOf(scores, st.Tool)
	passes := 3
	if happenedRE.MatchString(text) {
		passes = 2 // 空调不制冷了 tells what happened: no thing to be shown
	}
	for pass := range passes {
		for _, sc := range scores {
			s := byName[sc.Tool]
			if s == nil || s.SideEffect == toolspec.Write || sc.Score <= 0 || forbids(forbidden, s) {
				continue
			}
			if pass == 0 && !writesObject(written, s.Name) || pass == 1 && !sameObject(spec, s) || pass == 2 && sc.Score < floor {
				continue
			}
			st.Tool, st.Ambiguous = sc.Tool, nil
			return
		}
	}
}

// writesObject reports whether every word of a tool's name after its verb
// is among written, in the singular or plural.
func writesObject(written map[string]bool, name string) bool {
	obj := nameWordsAll(name)
	if len(obj) < 2 {
		return false
	}
	for _, w := range obj[1:] {
		if !written[w] && !written[w+"s"] && !written[strings.TrimSuffix(w, "s")] {
			return false
		}
	}
	return true
}

// factPronounRE is a sentence after the first that opens with a verb
// acting on "it" or "this" (". File it as urgent", or ", File it"
// where the goal's sentences were joined): the object is what the
// sentences before told of.
var factPronounRE = prefilter.MustCompile(`(?:[.!;]\s+([A-Za-z]+)|,\s+([A-Z][a-z]+))\s+(?:it|this)\b`)

// toldFactWrite gives a need that tells of something and then asks, in a
// sentence of its own, for an action on it ("A tenant says the heater in
// 4B keeps failing. File it as urgent.") the one write whose verb opens
// that sentence, when no tool was chosen: the told words are the
// object's, and the catalog need not use them. A read chosen for such a
// need is weighed by factPronounRead.
func toldFactWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if language(text) != "en" || asksState(text) {
		return
	}
	if st.Tool != "" {
		factPronounRead(st, text, goal, scores, byName)
		return
	}
	forbidden := negatedActions(goal)
	found := ""
	for _, m := range factPronounRE.FindAllStringSubmatch(text, -1) {
		verb := strings.ToLower(m[1] + m[2])
		if wantedLooks[verb] {
			continue
		}
		for _, sc := range scores {
			s := byName[sc.Tool]
			if s == nil || sc.Score <= 0 || forbids(forbidden, s) || !opensWithVerb(verb, s) {
				continue
			}
			if found != "" && found != sc.Tool {
				return
			}
			found = sc.Tool
		}
	}
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
	}
}
