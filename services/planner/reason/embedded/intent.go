package embedded

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// coverShare is how close, as a share of a part's own best score, the tool
// chosen for the whole goal must come on that part to serve it too: a
// clause ("I'm in New York City", "and show me the result") that the
// goal's tool serves nearly as well is part of the same intent, not a
// second one.
const coverShare = 0.7

// intent is a run of needs one subtask serves.
type intent struct {
	texts     []string
	queries   []string
	afterPrev bool
	listed    bool
	// detail is set when the intent's need qualifies the one before it
	// (see need.detail).
	detail bool
	// asks is set when every need of the intent asks to be shown state.
	asks bool
	// then is set when the intent's first need opens with a word of
	// sequence.
	then bool
	// cased is set when the intent's first parts only state the case for
	// the write its last part asks for (see stateContext).
	cased bool
	// situated is set when the intent's first part only states the
	// asker's situation for the request its last part makes (see
	// situationContext).
	situated bool
	// reasoned is set when the intent's last parts only tell why the
	// write its first part asks for is wanted (see reasonsAfter).
	reasoned bool
	// valued is set when the intent's later parts only state values of
	// the record its write files (see joinOwnWriteReads).
	valued bool
	st     task.Subtask
}

// planGoal turns the goal into one subtask per intent. The goal's clauses
// and conjunctions only propose needs: parts that no tool serves, that the
// goal's own tool serves as well, or that pick the same tool with the same
// arguments as their neighbour are one intent with it.
func (e *Engine) planGoal(ctx context.Context, run *reason.Run, ix *lexical.Index, byName map[string]*toolspec.Spec) []task.Subtask {
	t := run.Task
	needs := e.goalNeeds(t.Goal)
	if len(needs) == 0 {
		needs = []need{{text: t.Goal}}
	}
	needs = capNeeds(needs)
	needs = firstThings(needs)
	intents := e.conditionReads(ctx, run, e.intents(ctx, run, needs, ix, byName), ix, byName)
	ids := map[string]bool{}
	subs := make([]task.Subtask, 0, len(intents))
	registry := sync.OnceValue(func() *lexical.Index { return e.registryIndex(byName) })
	for i, in := range intents {
		st := in.st
		if ix.Len() == 1 && st.Tool != "" && len(st.Missing) > 0 && scoreOf(st.Scores, st.Tool) < loneFit*e.Threshold() {
			// A lone tool, with no other to say what fits by chance, that
			// covers little of the goal and whose required arguments the
			// goal does not hold, is not what the goal asks for.
			st.Tool, st.Args, st.Missing, st.Defaults = "", map[string]any{}, []string{}, nil
		}
		if st.Tool != "" && e.outOfReach(&st, t, registry(), byName) {
			st.Tool, st.Args, st.Missing, st.Defaults = "", map[string]any{}, []string{}, nil
		}
		// A first step needs its identifier from the goal; a later one
		// may take it from the step before.
		if st.Tool != "" && i == 0 && unservedID(&st, t.Goal, e.Threshold(), byName) {
			st.Tool, st.Args, st.Missing, st.Defaults = "", map[string]any{}, []string{}, nil
		}
		if st.Tool != "" && !ordersTimedWrite(&st, byName) && (unservedRequest(&st, e.Threshold(), byName) || unservedComposition(&st, e.Threshold(), byName) || unservedHanRequest(&st, e.Threshold(), byName) || unaskedSubject(&st, byName)) {
			st.Tool, st.Args, st.Missing, st.Defaults = "", map[string]any{}, []string{}, nil
		}
		if in.afterPrev && i > 0 {
			st.DependsOn = []string{subs[i-1].ID}
		}
		st.ID = uniqueID(subtaskID(st.Tool, i), ids)
		subs = append(subs, st)
	}
	return subs
}

// maxNeeds is how many needs a goal is planned as, at most: twice the
// steps a task may take by default. Each need reads the goal and is
// weighed against its neighbours, so a goal that lists hundreds of them
// (a request may hold 4,000 characters) would cost seconds to plan for
// steps no task could take.
const maxNeeds = 32

// capNeeds keeps the first maxNeeds-1 needs and joins the rest into the
// last one: what the goal asks past the cap stays in the plan, as words
// of its last step.
func capNeeds(needs []need) []need {
	if len(needs) <= maxNeeds {
		return needs
	}
	rest := needs[maxNeeds-1:]
	last := need{afterPrev: rest[0].afterPrev, asks: rest[0].asks, listed: rest[0].listed, then: rest[0].then}
	texts, queries := make([]string, len(rest)), make([]string, len(rest))
	queried := false
	for i, n := range rest {
		texts[i], queries[i] = n.text, cmp.Or(n.query, n.text)
		last.asks = last.asks && n.asks
		queried = queried || n.query != ""
	}
	last.text = strings.Join(texts, ", ")
	if queried {
		last.query = strings.Join(queries, ", ")
	}
	return append(needs[:maxNeeds-1:maxNeeds-1], last)
}

// firstRE opens a need the goal asks to be done before the others
// (先看看余额, "first check the balance").
var firstRE = prefilter.MustCompile(`(?i)^\s*(?:先|首先|第一步)|^\s*(?:but\s+|and\s+)?first(?:\s*,)?\s+[a-z]`)

// firstThings moves a later need that says to come first ahead of the
// needs before it, which then wait for it: "E1002 下周想请假，先看看他的
// 假期余额" checks the balance, then asks for the leave.
func firstThings(needs []need) []need {
	for i := 1; i < len(needs); i++ {
		if !firstRE.MatchString(needs[i].text) {
			continue
		}
		first := needs[i]
		first.afterPrev = false
		out := make([]need, 0, len(needs))
		out = append(out, first)
		out = append(out, needs[:i]...)
		out = append(out, needs[i+1:]...)
		out[1].afterPrev = true
		return out
	}
	return needs
}

// loneFit is how many times the threshold a lone tool must score when
// the goal does not hold its required arguments.
const loneFit = 1.5

// scoreOf is tool's score in scores, 0 when it has none.
func scoreOf(scores []task.Score, tool string) float64 {
	for _, s := range scores {
		if s.Tool == tool {
			return s.Score
		}
	}
	return 0
}

// intents groups needs into intents, each with its subtask completed.
func (e *Engine) intents(ctx context.Context, run *reason.Run, needs []need, ix *lexical.Index, byName map[string]*toolspec.Spec) []intent {
	completeAs := func(text, query, tool string, asks, whole bool) task.Subtask {
		return e.completeSubtask(ctx, run, task.Subtask{Description: text, Kind: task.KindTool, DependsOn: []string{}, Tool: tool}, query, asks, whole, ix, byName)
	}
	complete := func(text, query, tool string, asks bool) task.Subtask {
		return completeAs(text, query, tool, asks, false)
	}
	in := make([]intent, len(needs))
	texts := make([]string, len(needs))
	queries := make([]string, len(needs))
	for i, n := range needs {
		if n.afterPrev && givens(n, byName) {
			n.afterPrev = false
		}
		in[i] = intent{texts: []string{n.text}, queries: []string{n.query}, afterPrev: n.afterPrev, listed: n.listed, detail: n.detail, asks: n.asks, then: n.then, st: completeAs(n.text, n.query, "", n.asks, len(needs) == 1)}
		texts[i], queries[i] = n.text, n.query
	}
	if len(in) == 1 {
		return in
	}
	weakDetails(in, complete)
	sep := ", "
	if run.Task.Language == "zh" {
		sep = "，"
	}
	// The whole goal's subtask stands only when the goal is one intent:
	// its arguments are filled then. asOneRequest scores it as a goal's
	// whole request (lexical.Query.Whole).
	wholeOf := func(asOneRequest bool) task.Subtask {
		return e.chooseTool(ctx, run, task.Subtask{Description: strings.Join(texts, sep), Kind: task.KindTool, DependsOn: []string{}}, strings.Join(queries, sep), allAsk(in), asOneRequest, ix, byName)
	}
	whole := wholeOf(false)
	if whole.Tool == "" {
		dropDetails(in, e.Threshold(), byName)
		dropUnaskedStatements(in)
		dropHeadlessDetails(in)
		dropRelativeVerbs(in)
		if !anyTool(in) {
			// No part names a need a tool serves, once the details
			// are dropped: the goal is one request spread over its
			// clauses, and its whole words meet the threshold a
			// one-need goal's do.
			whole = wholeOf(true)
		}
	}
	if whole.Tool != "" {
		for i := range in {
			if in[i].st.Tool != "" && in[i].st.Tool != whole.Tool && covers(in[i].st.Scores, whole.Tool) && !ownStep(in[i], whole.Tool, e.Threshold(), byName) && !ownWrite(in[i], whole.Tool, byName) && !firstOfTwo(in, i) && !twoRequests(in, i) {
				in[i].st.Tool = whole.Tool
				keepOwnArgs(&in[i].st, byName)
			}
		}
	}
	if whole.Tool != "" {
		for i := range in {
			// A part the next one works on ("look up the order, then
			// book a slot for it") is a step of its own: its result is
			// what the next step needs. So is a part the goal says to
			// do first, before a next one (先查…，再…).
			used := i+1 < len(in) && (in[i+1].afterPrev || in[i+1].then && firstRE.MatchString(in[i].texts[0]))
			if !used && !ownIntent(in[i], whole, e.Threshold(), byName) && !ownStep(in[i], whole.Tool, e.Threshold(), byName) && !ownQuestion(in, i, whole, e.Threshold()) && !twoRequests(in, i) && !ownBest(in, i, whole, e.Threshold()) {
				in[i].st.Tool = whole.Tool
				keepOwnArgs(&in[i].st, byName)
			}
			if in[i].st.Tool == "" && in[i].afterPrev && i > 0 && firstTool(in[i].st.Scores) == whole.Tool && in[i-1].st.Tool != whole.Tool {
				// A conditional step whose own best guess the whole
				// goal confirms ("…？如果空着就订下来"), after a step
				// of another tool, is that tool's call.
				in[i].st = complete(in[i].texts[0], in[i].queries[0], whole.Tool, in[i].asks)
			}
		}
	}
	if w := byName[whole.Tool]; w != nil && w.SideEffect != toolspec.Write {
		for i := range in[:len(in)-1] {
			// A question no tool serves on its own ("check whether
			// S-1 is on C-2"), that the next step waits on ("and if
			// not, enrol them"), is the look that step needs: the
			// goal's read serves it, as its own step.
			if in[i].st.Tool == "" && in[i].asks && in[i+1].afterPrev && in[i+1].st.Tool != "" && in[i+1].st.Tool != whole.Tool {
				in[i].st = complete(in[i].texts[0], in[i].queries[0], whole.Tool, true)
			}
		}
	}
	actionsOnLooked(in, complete, sep, run.Task.Goal, byName)
	writesOnLooked(in, complete, sep, run.Task.Goal, byName)
	writesOnLookedObject(in, complete, sep, run.Task.Goal, byName)
	followUps(in, complete, byName)
	lookAtActedObject(in, complete, byName)
	in = reasonsAfter(in, byName)
	in = severityAfter(in)
	in = foldToolless(in)
	in = joinShortActions(in, complete, sep, byName)
	in = joinDetailActions(in, byName)
	in = joinGivenValues(in, byName)
	in = messageContent(in, byName)
	in = joinArgDetails(in, complete, sep, byName)
	in = joinOwnWriteReads(in, byName)
	in = mergeSame(in, func(a, b *intent) map[string]any {
		texts, queries := append(slices.Clone(a.texts), b.texts...), append(slices.Clone(a.queries), b.queries...)
		return complete(strings.Join(texts, sep), strings.Join(queries, sep), a.st.Tool, a.asks && b.asks).Args
	})
	in = stateContext(in, byName)
	in = situationContext(in)
	if len(in) == 1 {
		if in[0].situated || in[0].reasoned || in[0].valued {
			// The request chooses its tool; the situation's or the
			// reason's words only say what it is for, the values' how
			// it is filed.
			in[0].st = complete(strings.Join(in[0].texts, sep), strings.Join(in[0].queries, sep), in[0].st.Tool, in[0].asks)
			in[0].st.Description = strings.Join(in[0].texts, sep)
			return in
		}
		// The request's own words, planned with the tool the whole goal
		// ranks first.
		withTool := func(tool string) task.Subtask {
			st := complete(strings.Join(in[0].texts, sep), strings.Join(in[0].queries, sep), tool, in[0].asks)
			st.Description = strings.Join(in[0].texts, sep)
			return st
		}
		if best := goalBreaksTie(run.Task.Goal, in[0].st.Scores, whole.Scores, in[0].st.Tool, byName); whole.Tool == "" && best != "" {
			in[0].st = withTool(best)
			return in
		}
		if best := wholeLeader(in[0], whole, byName); best != "" {
			// The leader stands only with what it requires: below the
			// threshold, a tool the goal gives no arguments for is no
			// better a guess than the part's.
			if st := withTool(best); len(st.Missing) == 0 {
				in[0].st = st
				return in
			}
		}
		if (whole.Tool != "" || in[0].st.Tool == "" || !covers(whole.Scores, in[0].st.Tool)) && !casedWrite(in[0], whole, byName) {
			// The whole goal's words choose better than any one part's,
			// unless they are too many to reach the threshold together.
			// A part's tool that the whole goal ranks far below its best
			// fits only that part's words (an item of a list: "…, given
			// the weather, street parking, and the crowds"), not what the
			// goal asks: with no tool for the whole goal, none is planned.
			in[0].st = e.fillSubtask(ctx, run, whole, byName)
		}
		in[0].st.Description = strings.Join(in[0].texts, sep)
		return in
	}
	for i := range in {
		if len(in[i].texts) > 1 || in[i].st.Tool != firstTool(in[i].st.Scores) {
			in[i].st = complete(strings.Join(in[i].texts, sep), strings.Join(in[i].queries, sep), in[i].st.Tool, in[i].asks)
			if len(in[i].st.Ambiguous) > 0 && in[i].st.Ambiguous[0] != in[i].st.Tool {
				in[i].st.Ambiguous = nil
			}
		}
	}
	return in
}

// casedWrite reports whether x asks for a write after parts that only
// state its case ("PO-1 arrived today, all of it; book it in") while the
// whole goal's words chose a read of the write's object: the statement
// tells why the write is asked for, which does not make it a question,
// and the write the request names serves the goal.
func casedWrite(x intent, whole task.Subtask, byName map[string]*toolspec.Spec) bool {
	w, r := byName[x.st.Tool], byName[whole.Tool]
	if last := x.texts[len(x.texts)-1]; asksItself(last) || strings.Contains(last, "看") {
		return false // the last part asks to look (看), not for the write
	}
	return x.cased && w != nil && w.SideEffect == toolspec.Write && (r == nil || r.SideEffect != toolspec.Write && sameObject(r, w))
}

// dropDetails drops the tools of the parts that do not stand as intents
// when no tool fits the goal as a whole. A part that names nothing of its
// own ("can you assist me with that?") fits a tool only by its request
// words, which is no intent. A part that asks for no action of its own is
// a detail of the goal's request: short, it needs the plain threshold
// itself to stand beside a part of another tool (see ownIntent).
func dropDetails(in []intent, threshold float64, byName map[string]*toolspec.Spec) {
	detail := make([]bool, len(in))
	for i := range in {
		x := &in[i]
		detail[i] = x.st.Tool != "" && !asksAction(x.texts[0], byName) && scoreOf(x.st.Scores, x.st.Tool) < threshold && otherTool(in, i)
	}
	for i := range in {
		x := &in[i]
		if !x.listed && !x.afterPrev && (bare(x.texts[0]) || detail[i]) {
			x.st.Tool = ""
		}
	}
}

// otherTool reports whether a part of in other than the i-th chose a tool
// other than its.
func otherTool(in []intent, i int) bool {
	for j := range in {
		if j != i && in[j].st.Tool != "" && in[j].st.Tool != in[i].st.Tool {
			return true
		}
	}
	return false
}

// anyTool reports whether a part of in chose a tool.
func anyTool(in []intent) bool {
	for _, x := range in {
		if x.st.Tool != "" {
			return true
		}
	}
	return false
}

// allAsk reports whether every intent asks to be shown state.
func allAsk(in []intent) bool {
	for _, x := range in {
		if !x.asks {
			return false
		}
	}
	return true
}

// ownStep reports whether a part keeps its own tool against the whole
// goal's: a part that asks to be shown state never takes a write tool
// ("look up X and move it"), nor one that asks to send a message its
// own sender's (see sendsOwnMessage), whether the goal's tool is a write
// or a read, and a part whose own tool is a write at or
// above the threshold, or that states every argument the write requires
// (明天的 R101 换 TR-5678 执行; a write that requires none is stated by
// any words), on which the whole goal's write scores far lower, names an
// action of its own that the other write does not perform (取消处方 X，
// 然后开 Y).
func ownStep(x intent, tool string, threshold float64, byName map[string]*toolspec.Spec) bool {
	w := byName[tool]
	if w == nil || x.st.Tool == "" {
		return false
	}
	if w.SideEffect != toolspec.Write {
		// A read sends no message: one asked for after it ("look up
		// the owner, then text them") is a step of its own.
		return sendsOwnMessage(x, w, byName)
	}
	if x.asks || sendsOwnMessage(x, w, byName) {
		return true
	}
	own := byName[x.st.Tool]
	if own != nil && own.SideEffect == toolspec.Write && opensWithWrite(x.texts[0], own) && !opensWithWrite(x.texts[0], w) && !covers(x.st.Scores, tool) {
		// "…, and refund the fee": the part opens with the verb its own
		// write is named after, which the goal's write is not.
		return true
	}
	return own != nil && own.SideEffect == toolspec.Write && firstTool(x.st.Scores) == x.st.Tool &&
		(scoreOf(x.st.Scores, x.st.Tool) >= threshold || len(x.st.Missing) == 0 && requiresArgs(own)) && !covers(x.st.Scores, tool)
}

// requiresArgs reports whether a tool's schema requires some argument.
func requiresArgs(spec *toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	return err == nil && len(sch.Required) > 0
}

// ownWrite reports whether a part that asks for an action keeps its write
// against the whole goal's read: reading performs none.
func ownWrite(x intent, tool string, byName map[string]*toolspec.Spec) bool {
	own, w := byName[x.st.Tool], byName[tool]
	return !x.asks && own != nil && own.SideEffect == toolspec.Write && w != nil && w.SideEffect != toolspec.Write
}

// givens reports whether a need is only a condition that states what the
// previous need is asked with ("…, if trait A has a value of 0.8 and trait
// B a value of 0.7"): it opens with its condition and asks no action after
// it, so no step waits on it. An action on a pronoun ("…, raise it to
// 300") is one, whatever verb it takes, and so is one whose condition
// runs on into a write's verb (see actsAfterCondition) or that a comma
// closes before an imperative (see imperativeAfterCondition).
func givens(n need, byName map[string]*toolspec.Spec) bool {
	return condLeadRE.MatchString(n.text) && !dependsRE.MatchString(n.text) && !asksAction(n.query, byName) && !pronounActionRE.MatchString(n.query) && !actsAfterCondition(n.query, byName) && !imperativeAfterCondition(n)
}

// ownIntent reports whether a part keeps the tool it chose when the whole
// goal chose another: the goal lists it, it works on the previous part's
// result, or it names something of its own and its tool rivals the
// goal's on the whole goal. A part that asks for no action of its own
// must also reach threshold itself: the threshold falls for a goal's
// whole request, whose words a long sentence dilutes, not for a detail
// of it ("…, and the dates of the games").
func ownIntent(x intent, whole task.Subtask, threshold float64, byName map[string]*toolspec.Spec) bool {
	t := x.st.Tool
	if t == "" || t == whole.Tool || x.listed || x.afterPrev {
		return true
	}
	if own, w := byName[t], byName[whole.Tool]; own != nil && w != nil && own.SideEffect == toolspec.Write && w.SideEffect == toolspec.Write &&
		writesValueOf(lowerASCII(x.texts[0]), own) && !writesValueOf(lowerASCII(x.texts[0]), w) {
		return true // "…, and put it on hold": a value of its own write
	}
	if bare(x.texts[0]) && !opensWithWrite(x.texts[0], byName[t]) {
		return false
	}
	if asksAction(x.texts[0], byName) {
		return rivals(whole.Scores, t, rivalShare)
	}
	return rivals(whole.Scores, t, detailShare) && scoreOf(x.st.Scores, t) >= threshold
}

// opensWithWrite reports whether text opens with the verb the write w is
// named after (enrol them, cancel it): a part that says nothing else
// still asks for that action.
func opensWithWrite(text string, w *toolspec.Spec) bool {
	ws := wordSpans(text)
	return w != nil && w.SideEffect == toolspec.Write && len(ws) > 0 && sameVerb(strings.ToLower(ws[0].text), nameWordsAll(w.Name)[0])
}

// bareLookZhRE is a Chinese part that only asks to look, naming nothing
// (查一下, 帮我看看吧).
var bareLookZhRE = prefilter.MustCompile(`^\s*(?:请|麻烦|帮我|帮忙|给我|再)?\s*(?:` + lookWordsZh + `|查|看)\s*(?:吧|呢|啊)?\s*[。！!？?，,]*\s*$`)

// bare reports whether an English part names at most one thing of its
// own — past its stop, request and pronoun words ("how can I generate
// it", "find it for me"), or a Chinese one only asks to look (查一下): it
// speaks of what the rest of the goal names.
func bare(text string) bool {
	if language(text) == "zh" {
		return bareLookZhRE.MatchString(text)
	}
	n := 0
	for _, w := range wordSpans(text) {
		lw := strings.ToLower(w.text)
		if !stopWords[lw] && !cuePreps[lw] && !requestWords[lw] && !isNumeral(lw) {
			n++
		}
	}
	return n <= 1
}

// covers reports whether tool scores on a part within coverShare of the
// part's best.
func covers(scores []task.Score, tool string) bool {
	if len(scores) == 0 {
		return false
	}
	for _, s := range scores {
		if s.Tool == tool {
			return s.Score >= coverShare*scores[0].Score
		}
	}
	return false
}

// rivalShare is how close, as a share of the whole goal's best score, a
// part's own tool must come on the whole goal to stand as a second intent:
// a clause that only one of its words sends elsewhere ("…, and any health
// risks") belongs to the goal's intent.
const rivalShare = 0.4

// rivals reports whether tool scores on the whole goal within share of its
// best.
func rivals(scores []task.Score, tool string, share float64) bool {
	for _, s := range scores {
		if s.Tool == tool {
			return s.Score >= share*scores[0].Score
		}
	}
	return false
}

func firstTool(scores []task.Score) string {
	if len(scores) == 0 {
		return ""
	}
	return scores[0].Tool
}

// own reports whether a part stands as an intent of its own: a tool
// serves it, the goal lists it, or it works on the previous part's result.
func (x intent) own() bool { return x.st.Tool != "" || x.listed || x.afterPrev }

// detailShare is rivalShare for a part that asks for no action of its
// own ("…, and any potential health risks", "to help me prepare"): such a
// part details the goal's request, so its tool must come nearly level
// with the goal's on the whole goal to stand as a second intent.
const detailShare = 0.7

// actionRE is an English part that opens with a request verb of its own
// ("and show its performance", "then list the returns").
var actionRE = prefilter.MustCompile(`(?i)^(?:(?:and|then|also|please|now|just)\s+)*(?:show|list|get|give|tell|find|check|look|fetch|display|view|see|pull|send|compare|report)\b`)

// questionWords open a question: a part that opens with one asks about
// something, even when a tool's name starts with the same word
// (what_to_watch, how_to_cook).
var questionWords = map[string]bool{"what": true, "which": true, "when": true, "where": true, "who": true, "whom": true, "whose": true, "why": true, "how": true}

// asksAction reports whether a part asks for an action of its own: it
// opens with a request verb, with the verb a catalog tool is named after
// ("suspend", "cancel" for suspend_job, cancel_sales_order), or with the
// verb a write's description opens with before an object ("reserve it"
// for create_booking, "Reserve a table …"): a write's name and description
// often name its action by two verbs. The description's verb is often a
// noun as well ("order history", "open ones first", "log entries"), so
// only the object after it makes it the verb. A Chinese part counts as
// asking: its clauses split at actions (然后, 并把).
func asksAction(text string, byName map[string]*toolspec.Spec) bool {
	if language(text) == "zh" || actionRE.MatchString(text) {
		return true
	}
	first := strings.ToLower(strings.TrimLeft(text, " "))
	if i := strings.IndexFunc(first, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		first = first[:i]
	}
	if first == "" || questionWords[first] {
		return false
	}
	for name, s := range byName {
		if w := nameWordsAll(name); len(w) > 1 && (sameVerb(first, w[0]) || opensWithVerb(first, s) && opensOnObject(text)) {
			return true
		}
	}
	return false
}

// verbIDObjectRE opens a part with a word then an identifier or "one"
// ("reserve TB-12", "open one for her"): an object that marks the word as
// a verb, as a determiner does.
var verbIDObjectRE = prefilter.MustCompile(`(?i)^\s*[a-z-]+\s+(?:(?:one|another)\b|[a-z]+[-_]?\d)`)

// opensOnObject reports whether an English part opens with a word then
// its object: a determiner, a pronoun or an identifier.
func opensOnObject(text string) bool {
	return verbObjectRE.MatchString(text) || verbIDObjectRE.MatchString(text) || opensOnCount(text)
}

// opensWithVerb reports whether w is a write that verb names: its name or
// its description opens with it ("book" for a write described as "Book a
// room for a guest").
func opensWithVerb(verb string, w *toolspec.Spec) bool {
	if w.SideEffect != toolspec.Write {
		return false
	}
	if sameVerb(verb, nameWordsAll(w.Name)[0]) {
		return true
	}
	ds := wordSpans(w.Description)
	return len(ds) > 0 && sameVerb(verb, strings.ToLower(ds[0].text))
}
