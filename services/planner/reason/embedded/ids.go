package embedded

import (
	"cmp"
	"context"
	"hash/fnv"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// idGroup is the tools that take one identifier pattern: the operations on
// one kind of record, addressed by the value the pattern accepts.
type idGroup struct {
	re    *regexp.Regexp
	tools []string
	// cues are the words naming the parameter of a weak pattern (one
	// that fixes no letter, as ^[A-Z]{6}$): a value it matches counts
	// only when one of them directly precedes it. Empty for a specific
	// pattern.
	cues []string
}

// idTokenRE is a run of characters an identifier is written with
// (LAB-778120, APT-2025-0412, B2-105): the words a goal's identifiers are
// looked for in.
var idTokenRE = prefilter.MustCompile(`[A-Za-z0-9][A-Za-z0-9_./:-]*[A-Za-z0-9]|[A-Za-z0-9]`)

// idGroups finds the identifier patterns of a catalog that name one
// object alone. A pattern does when it is specific — anchored at both ends
// and fixing a letter, so that no plain number or word matches it — and
// every tool that takes it requires it under the same name (appointment_id,
// or other_staff_id beside staff_id): a pattern some tool only filters by
// (a patient ID on a list of appointments) or that two names take (an
// order's and a shipment's) is a reference many objects share.
// A weak pattern (^[A-Z]{6}$) forms a group too, with the words naming
// its parameter as cues; writes that only may take it stay out of it.
// They are read once per catalog: its schemas are unmarshalled and their
// patterns compiled only when the catalog changes.
func idGroups(byName map[string]*toolspec.Spec) []idGroup {
	names := slices.Sorted(maps.Keys(byName))
	h := fnv.New64a()
	for _, name := range names {
		h.Write([]byte(name))
		h.Write([]byte{0})
		h.Write(byName[name].Parameters)
		h.Write([]byte{0})
	}
	return catalogIDGroups.load(strconv.FormatUint(h.Sum64(), 16), func() []idGroup { return readIDGroups(byName, names) })
}

// catalogIDGroups are the identifier groups of each catalog seen, by a
// hash of its schemas; callers only read them.
var catalogIDGroups memo[[]idGroup]

func readIDGroups(byName map[string]*toolspec.Spec, names []string) []idGroup {
	type use struct {
		tool, param, desc string
		required, write   bool
	}
	uses := map[string][]use{}
	for _, name := range names {
		spec := byName[name]
		sch, err := schemaObject(spec.Parameters)
		if len(spec.Parameters) == 0 || err != nil {
			continue
		}
		for p, prop := range sch.Properties {
			if prop.Pattern != "" {
				uses[prop.Pattern] = append(uses[prop.Pattern], use{name, p, prop.Description, slices.Contains(sch.Required, p), spec.SideEffect == toolspec.Write})
			}
		}
	}
	var out []idGroup
	for _, pat := range slices.Sorted(maps.Keys(uses)) {
		weak := !specificPattern(pat)
		if weak && !weakPattern(pat) {
			continue
		}
		re, err := regexp.Compile(pat)
		if err != nil {
			continue
		}
		us := uses[pat]
		g := idGroup{re: re}
		one := true
		for _, u := range us {
			if weak && u.write && !u.required {
				// A write that may be given the code (a notice to one
				// booking or to a whole flight) addresses more than it.
				continue
			}
			if weak {
				g.cues = appendCues(g.cues, u.param, u.desc)
			}
			one = one && u.required && sameRecord(u.param, us[0].param)
			if !slices.Contains(g.tools, u.tool) {
				g.tools = append(g.tools, u.tool)
			}
		}
		if one && len(g.tools) > 0 && (!weak || len(g.cues) > 0) {
			out = append(out, g)
		}
	}
	return out
}

// letterRE is a letter a pattern fixes: a literal one, or a class of
// letters narrower than the alphabet ([A-C]).
var letterRE = prefilter.MustCompile(`(?:^|[^\\\[])[A-Za-z]|\[[A-Za-z]-[A-Za-z]\]`)

// specificPattern reports whether a pattern accepts identifiers of one
// shape only: anchored at both ends, fixing a letter, and with no
// wildcard or open class of letters (^\d+$ and ^[a-z_]+$ accept what many
// objects' values look like).
func specificPattern(p string) bool {
	if !strings.HasPrefix(p, "^") || !strings.HasSuffix(p, "$") {
		return false
	}
	body := p[1 : len(p)-1]
	if strings.Contains(body, ".") || strings.Contains(body, `\w`) || strings.Contains(body, `\S`) ||
		strings.Contains(body, "a-z") || strings.Contains(body, "A-Z") {
		return false
	}
	return letterRE.MatchString(body)
}

// weakPattern reports whether a pattern that is not specific still
// accepts codes of one length written in letters (^[A-Z]{6}$): anchored,
// with counted classes only and no wildcard, so that a value it matches is
// that code when the words before it name it.
func weakPattern(p string) bool {
	if !strings.HasPrefix(p, "^") || !strings.HasSuffix(p, "$") {
		return false
	}
	body := p[1 : len(p)-1]
	for _, open := range []string{".", `\w`, `\S`, "+", "*", "?", "|", ",}", "("} {
		if strings.Contains(body, open) {
			return false
		}
	}
	return strings.Contains(body, "{") && (strings.Contains(body, "A-Z") || strings.Contains(body, "a-z"))
}

// cueStopWords are the words of a description that name nothing.
var cueStopWords = []string{"a", "an", "the", "of", "for", "to", "and", "or", "in", "on", "by", "id", "ids", "e", "g"}

// appendCues adds the words that name a parameter: the words of its name
// and of what its description calls it first (the words before its first
// comma, stop or bracket, and those in the brackets), Han terms whole.
func appendCues(cues []string, param, desc string) []string {
	add := func(w string) {
		w = strings.ToLower(w)
		if w != "" && !slices.Contains(cueStopWords, w) && !slices.Contains(cues, w) {
			cues = append(cues, w)
		}
	}
	for _, w := range nameWordsAll(param) {
		add(w)
	}
	head := desc
	if i := strings.IndexAny(head, ",.;(（，。"); i >= 0 {
		head = head[:i]
	}
	if i := strings.IndexAny(desc, "(（"); i >= 0 {
		if j := strings.IndexAny(desc[i:], ")）"); j > 0 {
			head += " " + desc[i+1:i+j]
		}
	}
	for _, w := range cueTermRE.FindAllString(head, -1) {
		add(w)
	}
	return cues
}

// cueTermRE is a word of a description: a run of ASCII letters, or of Han
// characters.
var cueTermRE = prefilter.MustCompile(`[A-Za-z]+|\p{Han}+`)

// cueFillers may stand between the words naming a code and the code:
// PNR: …, booking no. …, order # …, 订单号是 ….
var cueFillers = []string{":", "：", "#", "是", "为", "number", "no.", "no"}

// cueNegations before the words naming a code deny it is that code.
var cueNegations = []string{"not", "no", "never", "isn't", "without", "不是", "并非", "非", "不"}

// cuedCode reports whether the text before a code ends with a word naming
// it (a cue, or for Han text two or more characters of a cue), past the
// fillers that may follow such a word, and no negation precedes that word.
func cuedCode(before string, cues []string) bool {
	b := strings.TrimRight(before, " \t")
	for range 3 {
		lower := strings.ToLower(b)
		trimmed := false
		for _, f := range cueFillers {
			if !strings.HasSuffix(lower, f) {
				continue
			}
			rest := b[:len(b)-len(f)]
			if f[0] >= 'a' && f[0] <= 'z' {
				if r, _ := utf8.DecodeLastRuneInString(rest); unicode.IsLetter(r) && r < utf8.RuneSelf {
					continue // a word that only ends so (piano)
				}
			}
			b, trimmed = strings.TrimRight(rest, " \t"), true
			break
		}
		if !trimmed {
			break
		}
	}
	r, _ := utf8.DecodeLastRuneInString(b)
	var rest string
	switch {
	case r < utf8.RuneSelf && unicode.IsLetter(r):
		i := strings.LastIndexFunc(b, func(r rune) bool { return r >= utf8.RuneSelf || !unicode.IsLetter(r) }) + 1
		if !slices.Contains(cues, strings.ToLower(b[i:])) {
			return false
		}
		rest = b[:i]
	case unicode.Is(unicode.Han, r):
		i := strings.LastIndexFunc(b, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) + 1
		run := []rune(b[i:])
		found := false
		for k := min(len(run), 8); k >= 2 && !found; k-- {
			tail := string(run[len(run)-k:])
			for _, c := range cues {
				if strings.Contains(c, tail) {
					rest, found = b[:len(b)-len(tail)], true
					break
				}
			}
		}
		if !found {
			return false
		}
	default:
		return false
	}
	rest = strings.ToLower(strings.TrimRight(rest, " \t"))
	for _, n := range cueNegations {
		if !strings.HasSuffix(rest, n) {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(rest[:len(rest)-len(n)]); n[0] < utf8.RuneSelf && r < utf8.RuneSelf && unicode.IsLetter(r) {
			continue
		}
		return false
	}
	return true
}

// sameRecord reports whether two parameter names name one record: one's
// words, past a trailing id, end the other's (staff_id, other_staff_id).
func sameRecord(a, b string) bool {
	wa, wb := recordWords(a), recordWords(b)
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	return len(wa) > 0 && slices.Equal(wa, wb[len(wb)-len(wa):])
}

func recordWords(name string) []string {
	w := nameWordsAll(name)
	for len(w) > 1 && (w[len(w)-1] == "id" || w[len(w)-1] == "ids") {
		w = w[:len(w)-1]
	}
	return w
}

// statedGroup is the one identifier group of the catalog whose pattern a
// value written in text matches, or nil when none does or values of two
// groups are written (a text of Han words alone writes none).
func statedGroup(text string, byName map[string]*toolspec.Spec) *idGroup {
	return statedGroupOf(text, byName, false)
}

// statedGroupOf is statedGroup, and with named set also counts the code
// of a weak pattern that the words naming its parameter directly precede.
func statedGroupOf(text string, byName map[string]*toolspec.Spec, named bool) *idGroup {
	toks := idTokenRE.FindAllStringIndex(text, -1)
	if len(toks) == 0 {
		return nil
	}
	groups := idGroups(byName)
	var found *idGroup
	for _, tok := range toks {
		for i := range groups {
			if !groups[i].re.MatchString(text[tok[0]:tok[1]]) {
				continue
			}
			if len(groups[i].cues) > 0 && (!named || !cuedCode(text[:tok[0]], groups[i].cues)) {
				continue
			}
			if found != nil && found != &groups[i] {
				return nil
			}
			found = &groups[i]
		}
	}
	return found
}

// writeLead is how many times the runner-up's score an object's best
// write tool must score to be the action a need asks for: its words and
// values say which write it is, not the identifier all of them take.
const writeLead = 1.5

// respectID lets an identifier the need states choose the tool no word of
// it reaches the threshold for: a value that only one object's tools take
// names that object. A need that asks for no action gets the object's one
// read tool; a need that asks for one gets the object's write tool that
// leads the others, and none when no write leads. A read its words chose
// gives way to the object's read when it takes none of the identifiers
// the need states: "NCR-… 现在到哪一步了" asks about that report, not
// about whatever is live now.
func (e *Engine) respectID(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if st.Tool != "" {
		e.respectIDOverRead(ctx, run, st, text, goal, byName)
		return
	}
	g := statedGroup(text, byName)
	if g == nil {
		return
	}
	forbidden := negatedActions(goal)
	var reads []string
	var writes []task.Score
	refused := false // a write of the object the goal forbids
	for _, t := range g.tools {
		s := byName[t]
		switch {
		case forbids(forbidden, s):
			refused = refused || s.SideEffect == toolspec.Write
		case s.SideEffect != toolspec.Write:
			reads = append(reads, t)
		default:
			writes = append(writes, task.Score{Tool: t, Score: scoreOf(scores, t)})
		}
	}
	if !asksWrite(text, goal) {
		if len(reads) == 1 {
			st.Tool, st.Ambiguous = reads[0], nil
		}
		return
	}
	if toldHappening(text, goal) {
		return
	}
	slices.SortStableFunc(writes, func(a, b task.Score) int { return cmp.Compare(b.Score, a.Score) })
	if len(writes) > 1 && (writes[0].Score == 0 || writes[0].Score < writeLead*writes[1].Score) {
		writes = clockWrite(text, writes, byName)
	}
	if len(writes) == 0 || len(writes) > 1 && (writes[0].Score == 0 || writes[0].Score < writeLead*writes[1].Score) {
		return
	}
	if (language(text) != "zh" || refused) && !namesVerb(text, writes[0].Tool) {
		// An English request names the action it asks for; so does a
		// Chinese one that refuses another (我本来想取消…: no refund).
		return
	}
	st.Tool, st.Ambiguous = writes[0].Tool, nil
}

// respectIDOverRead is respectID for a need whose words chose a read:
// when that read takes neither an identifier the need states nor any other
// value it states, and the one object the identifier names has one read,
// that read answers the need. A read the need's values fill ("the lockers
// of the north zone, LK204 included") keeps it. A code of a weak pattern
// (six capitals) counts here when the words naming its parameter directly
// precede it (PNR HKQWPZ, 订单号为 …): the name says which record it is.
func (e *Engine) respectIDOverRead(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, byName map[string]*toolspec.Spec) {
	chosen := byName[st.Tool]
	if chosen == nil || chosen.SideEffect == toolspec.Write || asksWrite(text, goal) {
		return
	}
	g := statedGroupOf(text, byName, true)
	if g == nil || slices.Contains(g.tools, st.Tool) || statedTakers(text, byName)[st.Tool] {
		return
	}
	// A code named by the words before it is the need's object: of the
	// read's values, only those the need itself writes keep the read.
	if e.countFilled(ctx, run, text, chosen, byName, len(g.cues) > 0) > 0 {
		return
	}
	forbidden := negatedActions(goal)
	var reads []string
	for _, t := range g.tools {
		if s := byName[t]; s.SideEffect != toolspec.Write && !forbids(forbidden, s) {
			reads = append(reads, t)
		}
	}
	if len(reads) == 1 {
		st.Tool, st.Ambiguous = reads[0], nil
	}
}

// respectSharedID lets a need that asks about state, and reaches no tool
// by its words, be answered by a read that accepts an identifier it
// states: a value written in the shape only some tools' schemas accept
// (a specific pattern) says the goal is about what those tools serve,
// though several of them take it and none requires it alone. Of those
// reads, the one its words favour, when they favour one at all. A need
// that opens by telling the case (MC-1 的书还没还清，查下他的罚款) asks
// by its last clause.
func respectSharedID(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || asksWrite(text, goal) && !toldThenLook(text) {
		return
	}
	takers := statedTakers(text, byName)
	forbidden := negatedActions(goal)
	for _, sc := range scores {
		s := byName[sc.Tool]
		if sc.Score <= 0 || s == nil || s.SideEffect == toolspec.Write || forbids(forbidden, s) || !takers[sc.Tool] {
			continue
		}
		st.Tool, st.Ambiguous = sc.Tool, nil
		return
	}
}

// toldThenLook reports whether Chinese text is clauses that only tell
// what has or has not happened, then a last one that asks to look.
func toldThenLook(text string) bool {
	parts := strings.Split(text, "，")
	if len(parts) < 2 || !readRequestRE.MatchString(parts[len(parts)-1]) {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		if !reportsHappened(p) || isQuestion(p) {
			return false
		}
	}
	return true
}

// statedTakers is the tools with a parameter whose specific pattern
// accepts a value written in text.
func statedTakers(text string, byName map[string]*toolspec.Spec) map[string]bool {
	out := map[string]bool{}
	for name := range patternTakers(idTokenRE.FindAllString(text, -1), byName, specificPattern) {
		out[name] = true
	}
	return out
}

// patternTakers is the tools with a parameter whose pattern, one accept
// admits, accepts one of toks, with the patterns each accepts them by.
func patternTakers(toks []string, byName map[string]*toolspec.Spec, accept func(pattern string) bool) map[string][]string {
	out := map[string][]string{}
	if len(toks) == 0 {
		return out
	}
	for name, spec := range byName {
		sch, err := schemaObject(spec.Parameters)
		if len(spec.Parameters) == 0 || err != nil {
			continue
		}
		for _, prop := range sch.Properties {
			if prop.Pattern == "" || !accept(prop.Pattern) {
				continue
			}
			if re := schemaPattern(prop.Pattern); re != nil && slices.ContainsFunc(toks, re.MatchString) {
				out[name] = append(out[name], prop.Pattern)
			}
		}
	}
	return out
}

// requestedWrite turns a read chosen for a need that explicitly requests
// an action on one object (帮我…, please …, or an English need that opens
// with the action's verb) into that object's write the request names: a
// read performs no action, and the words the read shares with the
// request (a status "cancelled" beside "cancel") do not make it one. In
// English the write is the one whose verb the need writes; otherwise the
// object's best write must lead its other writes by writeLead and score
// within coverShare of the read.
func requestedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || !asksWrite(text, goal) {
		return
	}
	g := statedGroup(text, byName)
	if g == nil || !slices.Contains(g.tools, st.Tool) {
		return
	}
	forbidden := negatedActions(goal)
	var writes []task.Score
	for _, t := range g.tools {
		if s := byName[t]; s.SideEffect == toolspec.Write && !forbids(forbidden, s) && !statesDone(text, s) {
			writes = append(writes, task.Score{Tool: t, Score: scoreOf(scores, t)})
		}
	}
	if len(writes) == 0 {
		return
	}
	if language(text) != "zh" {
		var named []string
		for _, w := range writes {
			if namesAction(text, w.Tool) {
				named = append(named, w.Tool)
			}
		}
		if len(named) == 1 && (isRequest(goal) || opensWith(text, named[0])) {
			st.Tool, st.Ambiguous = named[0], nil
		}
		return
	}
	if !isRequest(goal) {
		return
	}
	slices.SortStableFunc(writes, func(a, b task.Score) int { return cmp.Compare(b.Score, a.Score) })
	if writes[0].Score < coverShare*scoreOf(scores, st.Tool) || len(writes) > 1 && writes[0].Score < writeLead*writes[1].Score {
		return
	}
	st.Tool, st.Ambiguous = writes[0].Tool, nil
}

// opensWith reports whether text's first word is the verb a tool is named
// after: an imperative (cancel the pass …).
func opensWith(text, tool string) bool {
	ws := wordSpans(text)
	return len(ws) > 0 && strings.EqualFold(ws[0].text, nameWordsAll(tool)[0])
}

// clockWrite is the one write of writes that requires a date-time (or,
// when none does, the one that takes one), when the need states a time of
// day: the words leave the action open, the value says which write it is
// (a new time for a booking moves it). Otherwise writes as they are.
func clockWrite(text string, writes []task.Score, byName map[string]*toolspec.Spec) []task.Score {
	if _, ok := timeexpr.Clocks(text); !ok {
		return writes
	}
	for _, required := range []bool{true, false} {
		var timed []task.Score
		for _, w := range writes {
			if takesDateTime(byName[w.Tool], required) {
				timed = append(timed, w)
			}
		}
		if len(timed) == 1 {
			return timed
		}
		if len(timed) > 1 {
			break
		}
	}
	return writes
}

// takesDateTime reports whether a tool's schema has a date-time
// parameter, a required one when required is set.
func takesDateTime(spec *toolspec.Spec, required bool) bool {
	if spec == nil || len(spec.Parameters) == 0 {
		return false
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for n, p := range sch.Properties {
		if p.Format == "date-time" && (!required || slices.Contains(sch.Required, n)) {
			return true
		}
	}
	return false
}

// readRequestRE is a need that opens by asking to be shown or told
// something (look up, pull up, "can you pull up", 查一下, 告诉我, 我想确认一下):
// it asks for no action. A Chinese need may open with a label and a
// colon (新员工入职：先查…) before it asks; a label that sends or tells
// (发个通知：…) opens a message's text instead.
var readRequestRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|now|just|first)\s+|(?:can|could|would|will)\s+you\s+)*(?:show|list|get|give|tell|find|check|look|fetch|display|view|see|pull|search|report)\b|^\s*(?:[^：:，,。发告通说写回提]{1,16}[：:]\s*)?(?:请|帮我|麻烦|给我|先|我想|我要|想|要)?(?:查|看|告诉|显示|列出|找|搜|确认|核实|核对)`)

// asksWrite reports whether a need asks for an action rather than about
// state.
func asksWrite(text, goal string) bool {
	return !asksState(text) && !askedIn(text, goal) && !readRequestRE.MatchString(text) && !looksLast(text)
}

// asksItself reports whether text's own words ask to be shown state: a
// question, or a request to look. A need the goal's question only stands
// beside (…有没有逾期账单，有的话给 X 发提醒) asks for its action.
func asksItself(text string) bool {
	return asksState(text) || readRequestRE.MatchString(text) || lookRE.MatchString(text)
}

// lookLastRE is a Chinese request to look that ends a need (X 的状态查一
// 下, 记录拉出来看看): the need names what to look at first, then asks to
// be shown it.
var lookLastRE = prefilter.MustCompile(`(?:` + lookWordsZh + `|查下|看下)[。！!]?\s*$`)

// tryLastRE is a Chinese request to try an action and see (释放一下看看,
// 重启试试看看): the look after the action asks for the action, not to be
// shown something. A look before 一下 (查一下看看) still looks.
var tryLastRE = prefilter.MustCompile(`(?:试试?|(?:^|[^查看核])一下)(?:看看|看一下|看下)[。！!]?\s*$`)

// looksLast reports whether a need ends by asking to look at what it
// names: its verbs before the look (申请, 拉出来) say what to look at,
// not what to do. A need that asks to try its action and see (释放一下看
// 看) asks for the action.
func looksLast(text string) bool {
	return (lookLastRE.MatchString(text) || listLastRE.MatchString(text)) && !tryLastRE.MatchString(text)
}

// namesAction reports whether text holds the verb a tool is named after
// (suspend for suspend_job).
func namesAction(text, tool string) bool {
	verb := nameWordsAll(tool)[0]
	for _, w := range wordSpans(text) {
		if lw := strings.ToLower(w.text); lw == verb || len(verb) >= 4 && strings.HasPrefix(lw, verb) {
			return true
		}
	}
	return false
}

// happenedRE is a Chinese verb that tells what happened (碰坏了, 漏了), and
// requestMarkRE a word that asks for something (帮, 请, 一下, 把).
var (
	happenedRE    = prefilter.MustCompile(`\p{Han}了`)
	requestMarkRE = prefilter.MustCompile(`帮|请|麻烦|给我|一下|把|要|想|需要|能不能|可以|吧`)
)

// toldHappening reports whether a Chinese need only tells what happened
// to its object (搬运时碰坏了两箱 K100200) and the goal goes on after it:
// the object is that of the action the rest of the goal asks for.
func toldHappening(text, goal string) bool {
	text = strings.TrimSpace(text)
	return language(text) == "zh" && happenedRE.MatchString(text) && !requestMarkRE.MatchString(text) &&
		strings.HasPrefix(goal, text) && len(strings.TrimSpace(goal)) > len(text)
}
