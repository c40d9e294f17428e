package embedded

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// need is one thing a goal asks to gather.
type need struct {
	text string
	// afterPrev is set when the need uses the previous need's output or
	// only applies on a condition its result decides.
	afterPrev bool
	// query is the text that chooses the need's tool: text without a
	// condition it carries.
	query string
	// listed is set when the goal names the need as an item of a list
	// (包含 A、B, including A as well as B): it stays a need of its own even
	// when no tool serves it.
	listed bool
	// detail is set when the need is an item after "including" that
	// follows a need of its own ("the forecast, including pollution
	// levels"): it qualifies that need.
	detail bool
	// asks is set when the need asks to be shown state rather than for an
	// action: its clause ends in a question mark, or it asks to look
	// something up ("look up X", "pull up X", 查一下 X).
	asks bool
	// then is set when the need opens with a word of sequence (然后,
	// 接着, then): it is a step after the one before.
	then bool
}

// thenRE is a word of sequence among a need's leading words.
var thenRE = prefilter.MustCompile(`(?i)然后|接着|再|\bthen\b`)

var (
	clauseRE = prefilter.MustCompile(`[，,；;。！？!?\n]+|\.\s+`)
	// leadRE introduces a list of needs: 包含…, including ….
	leadRE = prefilter.MustCompile(`(?i)(?:需要|要)?(?:包含|包括|涵盖|含有|including|includes|include|covering|consisting of)[:：]?\s*`)
	// strongSepRE always separates needs; weakSepRE only between long parts.
	strongSepRE = prefilter.MustCompile(`(?i)、|以及|\bas well as\b|\balong with\b|&`)
	weakSepRE   = prefilter.MustCompile(`(?i)和|与|及|\band\b|\bplus\b`)
	// outputRE marks a clause that says how to present the result.
	outputRE = prefilter.MustCompile(`(?i)整理成|整理为|整理一下|汇总成|汇总为|输出|格式|形式|写成|写一份|生成.{0,12}(?:报告|报表|周报|日报|月报|总结|邮件)|发送|发给|邮件|不超过|以内|字数|简短|简洁|结论报告|` +
		`^(?:and\s+)?(?:please\s+)?(?:format|write|send|email|output|present|put|produce|generate|draft|compose|prepare|create|make)\b.*\b(?:report|email|table|markdown|summary|format|digest)\b|` +
		`\bas (?:an? )?(?:email|table|markdown|report)\b|\bin (?:an? )?(?:email|table|markdown)(?: format)?\b|\bformat(?:ted)?\b|\b(?:under|within|at most|no more than) \d+ (?:characters|chars|words)\b`)
	// capOnlyRE marks a clause that only caps how many results to show
	// (最多20条, top 10): an argument of the need before it.
	capOnlyRE = prefilter.MustCompile(`(?i)^(?:只要|只看|最多|至多|不超过|前|top|at most|up to|no more than|limit(?: to)?|only)\s*\d+\s*(?:条|个|行|项|名|笔|家|rows?|items?|results?|records?|entries)?(?:数据|记录|结果)?(?:就行|即可)?$`)
	// compareOnlyRE marks a clause that only asks for a comparison.
	compareOnlyRE = prefilter.MustCompile(`(?i)^(?:并且?|然后|再)?(?:与|和|跟|同)?.{0,12}(?:做|进行)?(?:环比|同比|对比|比较)(?:一下)?$|^(?:and\s+)?(?:then\s+)?compare\b.{0,40}$|^(?:and\s+)?(?:show\s+)?(?:the\s+)?(?:change|changes)\s+(?:versus|vs\.?|against|from)\b.{0,30}$`)
	// dependsRE marks a need that works on the previous need's output.
	dependsRE = prefilter.MustCompile(`(?i)根据|基于|依据|上一步|上述|前面的|这些(?:结果|数据)|其结果|对这些|针对这些|based on (?:the |those |these |its |their |that |this )?(?:above |previous |earlier )?(?:results?|outputs?|findings|answers?|that|this|it|them)\b|using (?:the|those|these|its|their) (?:result|results|output|data)|from (?:the )?(?:previous|above) (?:step|result)s?|for (?:each of )?(?:those|them|these)|(?:为|给|对|把)它|\bfor it\b`)
	// conditionRE marks a need that applies only when an earlier result
	// says so ("restart it if the pods are crash-looping", 如果有空位就预订).
	conditionRE = prefilter.MustCompile(`(?i)如果|假如|若是|要是|倘若|的话|\bif\b|\bin case\b|\bunless\b|\bonly when\b`)
	frameRE     = prefilter.MustCompile(`(?i)(?:生成|写|做|出|准备|汇总).{0,10}(?:报告|报表|周报|日报|月报|总结)$|^(?:generate|write|prepare|create|produce|draft|compile)\b.{0,40}\b(?:report|summary|digest)$`)
	// leadingRE strips connectives and filler at a need's start.
	leadingRE = prefilter.MustCompile(`(?i)^(?:现在还有|现在有|并且|并|还有|另外|同时|顺便|然后|再|接着|最后|还要|也要|所以|因此|请|帮我|帮忙|给我|and\s+|also\s+|then\s+|so\s+|please\s+|finally\s+)+`)
)

// reportWordsRE is a word of a report or of the shape a result takes
// (周报, 格式, 整理, a summary, a table), or of the asker as the one a
// message goes to (发给我, email me).
var reportWordsRE = prefilter.MustCompile(`(?i)报告|报表|周报|日报|月报|总结|格式|形式|整理|汇总|给我|\b(?:report|summary|digest|table|markdown|format|me|us)\b`)

// presentsResult reports whether a clause only says how to present the
// result (整理成适合邮件发送的格式, as an email). A clause that asks to
// send someone a message of its own (然后发邮件催还, "then email the
// borrower a reminder"), and speaks of no report, no format and no
// asker, asks for a step.
func presentsResult(clause string) bool {
	if !outputRE.MatchString(clause) {
		return false
	}
	return !asksToSend(clause) || reportWordsRE.MatchString(clause)
}

// goalNeeds is decompose's needs of goal, read once per goal and
// reference hour, as goalValues is: parsing a goal and planning it both
// ask for them. The slice is the caller's own.
func (e *Engine) goalNeeds(goal string) []need {
	needs := e.needs.load(e.goalKey(goal), func() []need {
		needs, _ := decompose(goal)
		return needs
	})
	return slices.Clone(needs)
}

// decompose splits a goal into its needs, leaving out the clauses that only
// say how to present the result or what to compare with.
func decompose(goal string) ([]need, bool) {
	var needs []need
	framed := false
	prevStart := 0       // len(needs) before the previous clause
	var carried []string // identifiers of a negated clause, for the need after it
	skipTo := 0          // clauses before it only tell why an action is held back
	inDetail := false    // the clauses go on with a request's detail after its colon
	cls := clauses(goal)
	inList, held := listClauses(cls), mayHoldClauses(cls)
	for ci, c := range cls {
		clause := strings.TrimSpace(c.text)
		if clause == "" {
			continue
		}
		prevNeed := len(needs) > prevStart // the previous clause is a need
		prevStart = len(needs)
		detail := inDetail && len(needs) > 0 && detailGoesOn(clause, needs[len(needs)-1].text)
		inDetail = (detail || opensDetail(clause)) && !c.stop
		if detail {
			// "Put together a quote for Kestrel Ltd: a team day, about
			// 40 people": what goes into the thing the request makes,
			// which the words of its detail choose with the rest.
			last := &needs[len(needs)-1]
			last.text += ", " + clause
			prevStart--
			continue
		}
		if prevNeed && (inList[ci] || alsoObject(clause) || ofRE.MatchString(clause) || held[ci] || meansItem(needs[len(needs)-1].text, clause)) {
			// "…choose different colors, sizes, and materials", "…, as
			// well as the costs": an item of a list the need's verb
			// governs is its object; "…, of my server" ends its noun
			// phrase.
			last := &needs[len(needs)-1]
			extendNeed(last, clause)
			// A question mark that ends the list ends the need's question.
			last.asks = last.asks || c.asks && !politeAction(last.text)
			prevStart--
			continue
		}
		if loc := leadRE.FindStringIndex(clause); loc != nil {
			before := strings.TrimSpace(clause[:loc[0]])
			ownBefore := before != "" && !presentsResult(before) && !isFrame(before)
			if ownBefore {
				needs = append(needs, splitNeeds(before)...)
			}
			framed = true
			// The need the items follow: in this clause or, when
			// "including" opens it, the clause before.
			detailed := ownBefore || before == "" && prevNeed
			listed := splitNeeds(clause[loc[1]:])
			for i := range listed {
				// Items after "including" that follows a frame (生成周报，
				// 包含 A、B) are a list of needs; one item, or items
				// after a need of its own ("the forecast, including
				// pollution levels and health risks"), qualify that
				// need: they stand only where their tool rivals it.
				listed[i].listed = len(listed) > 1 && !detailed
				listed[i].detail = detailed
			}
			needs = append(needs, listed...)
			continue
		}
		if prevNeed && (qualifierRE.MatchString(clause) || narrowsPrev(clause, needs[len(needs)-1].text) || labelledValue(clause)) {
			// "…, such as X", "…, to ensure Y", "…, members only": the
			// clause qualifies the need before it.
			extendNeed(&needs[len(needs)-1], clause)
			prevStart-- // the need goes on into the next clause
			continue
		}
		if prevNeed && topicClause(clause, needs[len(needs)-1].text) {
			// "本月的工单，还没派单的全部列出来": the clause asks about
			// the topic the need before only names.
			joinTopic(&needs[len(needs)-1], clause)
			prevStart--
			continue
		}
		if prevNeed && (reasonClause(clause, needs[len(needs)-1].text) || remarkOfPrev(clause, needs[len(needs)-1].text) || messagePartOfPrev(clause, needs[len(needs)-1].text) || detailOfPrev(strings.TrimRight(clause, ".!。！ "), needs[len(needs)-1].text)) {
			// "…，访客说不来了", "…, because the tenant moved out": why
			// the need is asked says nothing of which tool serves it; nor
			// does how to lay out the result or a value of the need
			// ("…？按天给我", "…, she prefers texts"). Its words stay with
			// the need for its arguments.
			last := &needs[len(needs)-1]
			if last.query == "" {
				last.query = last.text
			}
			last.text += ", " + clause
			prevStart--
			continue
		}
		if ownAct(clause) || deferBeforeNow(cls, ci) {
			continue // "I'll call them myself": no step of hermes'
		}
		if ci < skipTo {
			continue // why an action is held back: no need either
		}
		if held, skip := heldForLook(cls, ci); held || negatedClauseRE.MatchString(clause) || prevNeed && !c.asks && forbidsZhRE.MatchString(clause) || negatedCondAction(clause) || prevNeed && needs[len(needs)-1].asks && heldBackClauseRE.MatchString(clause) {
			// 不要重启: what not to do is no need; the object it names is
			// the one the next need acts on (别急着退 RT-1，先看看记录).
			// Held back after a question (…还剩多少？先不要办分期), it
			// only says the question is all that is asked.
			carried = append(carried, identifierRE.FindAllString(clause, -1)...)
			skipTo = ci + 1 + skip
			continue
		}
		if phaticRE.MatchString(clause) || connectiveOnly(clause) {
			continue // "Hey buddy!", "Thanks!": an address asks for nothing
		}
		if presentsResult(clause) || compareOnlyRE.MatchString(clause) {
			framed = true
			continue
		}
		if loc := strongSepRE.FindStringIndex(clause); loc != nil && loc[0] == 0 && len(needs) > 0 {
			needs[len(needs)-1].listed = true // "A，以及 B": A is an item too
		}
		parts := splitNeeds(clause)
		if len(carried) > 0 && len(parts) > 0 {
			if !identifierRE.MatchString(parts[0].text) {
				q := parts[0].query
				if q == "" {
					q = parts[0].text
				}
				parts[0].query = q + " " + strings.Join(carried, " ")
			}
			carried = nil
		}
		// A statement about an object of its own (…, the printer ticket
		// TK-5522 is still open) asks no action of it.
		stated := prevNeed && statesReason(clause)
		for i := range parts {
			parts[i].asks = c.asks && !politeAction(clause) || stated || asksState(parts[i].text) || lookRE.MatchString(parts[i].text) && !checkInRE.MatchString(parts[i].text) && !checkToldRE.MatchString(parts[i].text)
		}
		needs = append(needs, parts...)
	}
	needs = joinConditions(needs)
	for i := range needs {
		needs[i].afterPrev = i > 0 && (dependsRE.MatchString(needs[i].text) || conditionRE.MatchString(asked(needs[i].text)) || condBareZhRE.MatchString(needs[i].text) || actsOnLooked(needs[i-1].text, needs[i].text))
		if i > 0 && thenAfterCondition(needs[i-1].text, needs[i].text) {
			// The condition is a question the step before answers.
			needs[i].afterPrev, needs[i-1].asks = true, true
		}
		if needs[i].query == "" && len(needs) > 1 {
			// A condition of a goal's only need is part of its question
			// ("how much will I weigh on Mars if I weigh 70 kg on Earth").
			needs[i].query = actionOf(needs[i].text)
		}
	}
	return needs, framed
}

var (
	// condLeadRE is a need that is only a condition ("if any pod is down"),
	// which the next need acts on.
	condLeadRE = prefilter.MustCompile(`(?i)^(?:如果|假如|要是|倘若|若是|若|\bif\b|\bin case\b|\bunless\b)`)
	// condZhRE splits 如果 <condition> 就 <action>.
	condZhRE = prefilter.MustCompile(`^(.*?)(?:如果|假如|要是|倘若|若是)(.+?)(?:的话)?(?:就|则|那么|那就)(.+)$`)
	// condBareZhRE is a condition stated without 如果 before the action
	// it allows (没问题就退房, 有空房就订下来): a short state, said with a
	// word of being, having or its negation, then 就. The groups are
	// condZhRE's. 就 opening a word of its own (就诊, 就业) is no "then".
	condBareZhRE = prefilter.MustCompile(`^()((?:没|不|有|无|是|能|可以|行|够|满|空|正常|确认)\p{Han}{0,5}?)(?:的话(?:就|那就|则)?|就|那就|则)([^诊业餐读近是算职医绪位].*)$`)
	// condEnRE splits <action> if <condition>.
	condEnRE = prefilter.MustCompile(`(?i)^(.+?)\s+(?:if|in case|unless|only when)\s+.+$`)
)

// phaticRE is a clause that only greets, addresses or thanks the
// assistant ("Hey buddy", "Hi there", "Hello ChatGPT", "Thanks a lot") —
// a greeting and one word, which "Hey restart nginx" is not:
// its words name no need, and a tool that shares the name it calls the
// assistant by is no answer to the goal.
var phaticRE = prefilter.MustCompile(`(?i)^(?:(?:hey|hi|hello|hiya|howdy|greetings|dear|good (?:morning|afternoon|evening|day))\b(?:\s+[\w'’-]+)?|(?:thanks|thank you)\b(?:\s+[\w'’-]+){0,2}|sure|okay|ok|(?:你好|您好|嗨|哈喽)[呀啊]?)$`)

// qualifierRE opens a clause that qualifies the one before it rather
// than asking for something of its own: an example (such as, like, for
// instance), a stress or preference (particularly, preferably), a purpose
// (to ensure, in order to, so that) or a relative clause (that …).
var qualifierRE = prefilter.MustCompile(`(?i)^(?:such as|like|for example|for instance|e\.g\.|especially|particularly|in particular|notably|preferably|ideally|specifically|to ensure|to make sure|to help|in order to|so as to|so that|that)\b`)

// reasonRE opens a clause that gives the reason for the request before
// it: a cause (因为, because), what someone reported (访客说…, 病人表示…,
// the tenant said …), that someone waits, phones or asks for it and no
// more (客户在问, 申请人打电话来催了, "the customer is on the phone";
// 正在等审批的申请 names the applications pending) or how something is
// or is not (the receipts are
// missing, the tap has been leaking, the grades don't meet the bar): a
// statement, not a request. 说明 explains; it reports nothing.
var reasonRE = prefilter.MustCompile(`(?i)^(?:因为|由于|原因是|\p{Han}{1,3}(?:说(?:[^明]|$)|表示|反映)|because\b|(?:the\s+)?[a-z]+\s+(?:said|says)\b|` +
	`\p{Han}{1,3}(?:一直|还)?(?:在问|在等|在催|催了)[着呢了]*\s*[。！!]?\s*$|` +
	`\p{Han}{1,3}(?:(?:又|再|(?:第.|好几|几)次)?(?:打了电话|打来电话|打电话来|来电话?)来?(?:问|催|查|找)?[着呢了过]*|(?:又|(?:第.|好几|几)次)?打过?电话(?:问|催|查|找)?[着呢]*[了过][着呢了过]*|(?:又|(?:第.|好几|几)次)打电话(?:问|催|查|找)?)\s*[。！!]?\s*$|` +
	`(?:the\s+)?[a-z]+\s+(?:is|are)\s+(?:still\s+)?(?:on the (?:phone|line)|waiting|asking|calling|chasing)(?:\s+(?:for|about|on)\s+(?:it|this|that|them|us))?\s*[.!]?\s*$|` +
	`(?:the|its|their|his|her|our|my)\s+(?:[\w-]+\s+){0,3}(?:is|are|was|were|has been|have been|(?:do|does|did|is|are|was|were|ca|wo)n['’]t|do not|does not|did not|cannot)\b)`)

// pronounStateRE opens a clause with how a thing
// is, said of a pronoun or a bare noun (it's blocking the bay, they're
// waiting, car's been full for an hour).
var pronounStateRE = prefilter.MustCompile(`(?i)^(?:(?:it|he|she|they)(?:['’]s|['’]re|\s+(?:is|are|was|were))\s+(?:still\s+)?[a-z]+ing\b|[a-z]+['’]s\s+been\b)`)

// tellRE opens a clause that asks to tell someone something (跟他说, 告诉他)
// or that comes next in turn (然后说明原因): a request, not a reason.
var tellRE = prefilter.MustCompile(`^(?:跟|和|给|对|向|告诉|通知|麻烦|请|帮|然后|接着|之后|再|并)`)

// identifierRE is an identifier: letters and digits in one token (db-02,
// ORD-7, E1002).
var identifierRE = prefilter.MustCompile(`\b[A-Za-z]+[-_]?\d[A-Za-z0-9-]*\b`)

// statesReason reports whether a clause is phrased as the reason for a
// request: what someone said, a cause, how something is. A clause that
// opens as a question ("what is on the phone bill") asks it.
func statesReason(clause string) bool {
	return reasonRE.MatchString(clause) && !tellRE.MatchString(clause) && !relayRE.MatchString(clause) && !questionOpenRE.MatchString(clause)
}

// reasonClause reports whether a clause only gives the reason for the
// request before it (prev): a clause naming an object of its own by an
// identifier prev does not hold is about that object, and asks at most
// to be shown it.
func reasonClause(clause, prev string) bool {
	// A state said of a pronoun or bare noun (it's blocking the bay)
	// after a request tells why it is made; after a bare word ("urgent —
	// he's coughing") it names no request it could be the reason of.
	if !statesReason(clause) && !(pronounStateRE.MatchString(clause) && !bare(prev) && !questionOpenRE.MatchString(clause)) {
		return false
	}
	for _, id := range identifierRE.FindAllString(clause, -1) {
		if !strings.Contains(prev, id) {
			return false
		}
	}
	return true
}

// relayRE is reported speech that passes on a request of its own ("the
// lead said to restart db-02 as well", 运维说 db-02 也要重启): a need,
// not the reason for the one before.
var relayRE = prefilter.MustCompile(`(?i)\b(?:said|says|asked)\s+(?:(?:us|me|you|him|her|them)\s+)?to\s+[a-z]+|\b(?:said|says)\b[^,;.]*\b(?:too|as well)\b|(?:说|表示|反映)[^，,。]*?(?:也要|还要|也得|还得|需要|要求|请|帮忙|帮我|一起)`)

// unsplitRE is a comma or stop inside one value: a number's thousands
// (12,000), a pair of coordinates (46.60,1.88), a date's year (January 1,
// 2022), the stop of a title before a name (Mr. Huang, Dr. Li).
var unsplitRE = prefilter.MustCompile(`(?i)\d,\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*\d{1,2}(?:st|nd|rd|th)?,\s*\d{4}\b|` +
	`\b(?:mr|mrs|ms|mx|dr|prof|st)\.\s+(?-i:[A-Z])`)

// clause is a part of a goal between its punctuation.
type clause struct {
	text string
	// asks is set when a question mark ends the clause.
	asks bool
	// comma is set when a comma alone ends the clause: the goal's
	// sentence goes on after it.
	comma bool
	// stop is set when a mark that ends a sentence ends the clause.
	stop bool
}

// clauses splits a goal at its punctuation, except inside a value.
func clauses(goal string) []clause {
	keep := unsplitRE.FindAllStringIndex(goal, -1)
	var out []clause
	from := 0
	for _, m := range clauseMarks(goal) {
		inside := false
		for _, k := range keep {
			inside = inside || m[0] > k[0] && m[1] < k[1]
		}
		if !inside {
			mark := goal[m[0]:m[1]]
			out = append(out, clause{text: goal[from:m[0]], asks: strings.ContainsAny(mark, "?？"), comma: strings.TrimSpace(mark) == ",", stop: strings.ContainsAny(mark, "。！？!?.;；\n")})
			from = m[1]
		}
	}
	return append(out, clause{text: goal[from:]})
}

// lookWordsZh are the Chinese words of a request to look something up
// (查一下, 查询, 核对, 看看).
const lookWordsZh = `查一下|查一查|查询|查查|查下|查看|核对|看看|看一下`

var (
	// lookRE is a request to look something up: like "show", it asks
	// to be shown state, not for an action.
	lookRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|first|just)\s+)*(?:look\s+up|look\s+at|pull\s+up|check|find\s+out|tell\s+me)\b|^\s*(?:请|帮我|麻烦|给我|先)?(?:` + lookWordsZh + `)`)
	// checkToldRE is a check told of by a past form that ends the need
	// ("check passed", "the check has failed"): "check" is its noun, no
	// request to look.
	checkToldRE = prefilter.MustCompile(`(?i)^\s*(?:the\s+)?check\s+(?:has\s+|had\s+|was\s+)?[a-z]+ed\s*$`)
	// checkInRE is "check in", "check her out": actions, not look-ups.
	checkInRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|first|just)\s+)*check(?:\s+(?:him|her|them|me|us|it))?[\s-]+(?:in|out)\b`)
)

// isFrame reports whether text only names the deliverable ("generate the
// weekly report").
func isFrame(text string) bool {
	return frameRE.MatchString(strings.TrimSpace(text))
}

// Plan decomposes the task into one subtask per need, each with its tool
// scored and chosen (or none) and its arguments filled, plus a final report
// subtask that depends on all of them. A structured task's explicit
// subtasks are kept, with what they leave out filled in.
func (e *Engine) Plan(ctx context.Context, run *reason.Run, catalog []toolspec.Spec) (*task.Plan, error) {
	if run == nil || run.Task == nil {
		return nil, fmt.Errorf("%w: no task to plan", reason.ErrNotUnderstood)
	}
	t := run.Task
	applyFormatDefault(run)
	ix := e.Index(catalog)
	byName := make(map[string]*toolspec.Spec, len(catalog))
	for i := range catalog {
		byName[catalog[i].Name] = &catalog[i]
	}
	var subs []task.Subtask
	if len(t.Subtasks) > 0 {
		for _, st := range t.Subtasks {
			if st.Kind == task.KindReport {
				continue
			}
			subs = append(subs, e.completeSubtask(ctx, run, st, "", false, false, ix, byName))
		}
	} else {
		subs = e.planGoal(ctx, run, ix, byName)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	fillLexicalGlossed(subs, t.Goal, byName)
	fillLexicalFlags(subs, t.Goal, byName)
	fillPlates(subs, t.Goal, byName)
	deps := make([]string, 0, len(subs))
	for _, st := range subs {
		deps = append(deps, st.ID)
	}
	subs = append(subs, task.Subtask{
		ID:          "report",
		Description: reason.ReportDescription(t),
		Kind:        task.KindReport,
		DependsOn:   deps,
		Args:        map[string]any{},
		Missing:     []string{},
	})
	return &task.Plan{Subtasks: subs}, nil
}

// completeSubtask scores, chooses and fills what st leaves out. query is
// the text that chooses the tool, st's description when empty; asks is
// set when the subtask asks to be shown state, which no write tool serves;
// whole when the query is the goal's whole request (see
// lexical.Query.Whole).
func (e *Engine) completeSubtask(ctx context.Context, run *reason.Run, st task.Subtask, query string, asks, whole bool, ix *lexical.Index, byName map[string]*toolspec.Spec) task.Subtask {
	return e.fillSubtask(ctx, run, e.chooseTool(ctx, run, st, query, asks, whole, ix, byName), byName)
}

// chooseTool is completeSubtask without the arguments: st scored, with its
// tool chosen when it names none.
func (e *Engine) chooseTool(ctx context.Context, run *reason.Run, st task.Subtask, query string, asks, whole bool, ix *lexical.Index, byName map[string]*toolspec.Spec) task.Subtask {
	if st.Kind == "" {
		st.Kind = task.KindTool
	}
	if st.DependsOn == nil {
		st.DependsOn = []string{}
	}
	if st.Tool != "" && byName[st.Tool] == nil {
		st.Tool = "" // never call a name the registry does not hold
	}
	if st.Tool == "" || st.Scores == nil {
		if query == "" {
			query = st.Description
		}
		q := e.scoringQuery(query, run.Task)
		q.Whole = whole
		sel := ix.SelectQuery(q)
		st.Scores = topScores(sel.Scores, e.opts.TopScores)
		st.Ambiguous = sel.Ambiguous
		if st.Tool == "" {
			st.Tool = sel.Best
			if whole {
				existenceRead(&st, query, sel.Scores, e.Threshold(), byName)
			}
			e.respectIntent(&st, query, run.Task.Goal, asks, byName)
			if st.Tool == "" && len(sel.Scores) > 0 && isWrite(sel.Scores[0].Tool, byName) && (asks || asksState(query)) {
				st.Tool = bestRead(ix, q, byName)
			}
			listedWrite(&st, ix, q, query, sel.Scores, byName)
			listRead(&st, query, sel.Scores, byName)
			e.respectPeriod(&st, query, run.Task, byName)
			e.respectID(ctx, run, &st, query, run.Task.Goal, sel.Scores, byName)
			requestedWrite(&st, query, run.Task.Goal, sel.Scores, byName)
			decisionWrite(&st, query, run.Task.Goal, sel.Scores, byName)
			if !asks {
				wantedAction(&st, query, run.Task.Goal, sel.Scores, byName)
				aspectWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				namedWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				valueWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				changedWrite(&st, query, run.Task.Goal, byName)
				filedWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				unaskedWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				routedTool(&st, query, run.Task.Goal, sel.Scores, byName)
				toldFactWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				toldRecordWrite(&st, query, run.Task.Goal, sel.Scores, byName)
				timedWrite(&st, query, run.Task.Goal, sel.Scores, e.Threshold(), byName)
			}
			respectSharedID(&st, query, run.Task.Goal, sel.Scores, byName)
			recordRead(&st, query, run.Task.Goal, sel.Scores, byName)
			e.valuedRead(ctx, run, &st, query, run.Task.Goal, sel.Scores, byName)
			e.respectUnnamed(ctx, run, &st, query, run.Task.Goal, sel.Scores, byName)
			lastWords(&st, query, run.Task.Goal, sel.Scores, e.Threshold(), byName)
		}
	}
	return st
}

// fillSubtask fills the arguments of st's tool that st leaves out.
func (e *Engine) fillSubtask(ctx context.Context, run *reason.Run, st task.Subtask, byName map[string]*toolspec.Spec) task.Subtask {
	if st.Args == nil {
		st.Args = map[string]any{}
	}
	if st.Missing == nil {
		st.Missing = []string{}
	}
	if spec := byName[st.Tool]; spec != nil && len(st.Args) == 0 {
		args, missing, used, err := e.fillArgs(ctx, run, &st, spec, byName, nil, "")
		if err == nil {
			missing = e.dropLaterValues(run.Task.Goal, &st, spec, args, missing, byName)
			st.Args, st.Missing, st.Defaults = args, missing, used
		}
	}
	return st
}

func topScores(s []task.Score, n int) []task.Score {
	if len(s) > n {
		s = s[:n]
	}
	return append([]task.Score{}, s...)
}

// Score ranks the catalog for one subtask, best first, scores in 0..1;
// tools with no evidence at all are left out.
func (e *Engine) Score(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec) ([]task.Score, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var t *task.Task
	if run != nil {
		t = run.Task
	}
	return e.Index(catalog).RankQuery(e.scoringQuery(st.Description, t)), nil
}

// stillHaveRE asks whether something is still to be had: 还有 X 吗,
// 还有没有 X, 还剩 X 吗. 还有哪些, 还有多少 (which, how many remain) ask for
// a list or a count instead, and 还有 opening a clause adds a request
// (还有，帮我…).
var stillHaveRE = prefilter.MustCompile(`还(?:有|剩)没有|\p{Han}还(?:有|剩)[^，,。！？?哪多什谁几]{1,12}(?:吗|么)`)

// scoringQuery marks the need's dates and entity values as weak evidence:
// they fill arguments rather than say which tool fits. The task's goal and
// resolved values are the context a tool's required arguments come from.
func (e *Engine) scoringQuery(text string, t *task.Task) lexical.Query {
	q := lexical.Query{Text: text}
	if stillHaveRE.MatchString(text) {
		// 还有 X 吗 asks whether any X is left: the words of what is
		// free or left say which tool answers it.
		q.Text += " left free available"
	}
	q.Text += obtainWords(text) + goodsOrderWords(text) + splitVerbWords(text) + movedTimeWords(text)
	if t != nil {
		var ctx strings.Builder
		ctx.WriteString(t.Goal)
		for _, k := range slices.Sorted(maps.Keys(t.Entities)) {
			ctx.WriteString(" " + strings.ReplaceAll(t.Entities[k], ",", " "))
		}
		if t.TimeRange != nil {
			ctx.WriteString(" " + t.TimeRange.Start.Format(task.DateLayout) + " " + t.TimeRange.End.Format(task.DateLayout))
		}
		q.Context = ctx.String()
	}
	// A period only says when and a region where: the tool's parameters
	// take them (the Context holds them as evidence for those), so their
	// words leave the query rather than dilute what the need asks for.
	var values []string
	res := e.resolve(text)
	for _, p := range res.Periods {
		values = append(values, p.Text)
	}
	// A comparison phrase (去年同期, year over year) says what to compare
	// with, which the task's compare range carries: a tool lacks nothing
	// the need asks for when it lacks its words.
	for _, c := range res.CompareText {
		if rest := strings.Replace(q.Text, c, " ", 1); hasContent(rest) {
			q.Text = rest
		}
	}
	for _, m := range findAliases(e.opts.Aliases, text) {
		if m.Kind == "region" {
			values = append(values, m.Name)
		}
	}
	for _, v := range values {
		if rest := strings.Replace(q.Text, v, " ", 1); hasContent(rest) {
			q.Text = rest
			q.Values = append(q.Values, v)
		} else {
			q.Weak = append(q.Weak, v)
		}
	}
	return q
}
