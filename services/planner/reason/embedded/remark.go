package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// riskRemarkZhRE is a clause that only names a risk the request
	// guards against (有法律风险, 存在安全隐患).
	riskRemarkZhRE = prefilter.MustCompile(`^(?:有|存在)\p{Han}{0,4}(?:风险|隐患)$`)
	// payerZhRE is a clause that only says who pays a charge of the
	// request before it, or by what terms (加急费他认, 违约金照合同付,
	// 运费由客户承担): a value of that request, which a flag of its tool
	// may take. The payer is a person or a party, or the terms a word
	// after 照/按/由, never a time: 尾款今天付 asks a payment of its own.
	payerZhRE = prefilter.MustCompile(`^\p{Han}{0,4}(?:费|金|款|钱|费用)(?:就|都|也)?(?:他|她|他们|她们|我|我们|你们|客户|对方|公司|我方|甲方|乙方|[照按由依]\p{Han}{1,4}?)(?:来|自己)?(?:认|付|出|承担|负责|掏|买单|报销)(?:了|吧)?$`)
	// deferZhRE is a clause that only puts off what comes after the
	// request before it (等他们预算批下来再说, 回头再说): 再说 decides
	// nothing now, so it asks no step. A deferred action (等他回来再发)
	// names what to do later and is left to the rules of its own.
	deferZhRE = prefilter.MustCompile(`^(?:先)?(?:等\p{Han}[^，,。；;]{0,20}?(?:以后|之后|后)?|以后|回头|之后|到时候|过两天|过几天)再(?:说|看|议|定|决定)(?:吧|了)?$`)
	// severityRemarkRE is a clause that only says how urgent or how bad
	// the request before it is (急, 要加急, 挺严重的, "it's urgent"): a
	// value of that request, which a flag or priority may take.
	severityRemarkRE = prefilter.MustCompile(`(?i)^(?:(?:这个|这事|情况)?(?:很|挺|非常|比较|特别|有点|十分|相当|太)?(?:要|需要|得)?(?:急|加急|紧急|着急|严重|急用)(?:的|了|啊|呢|哦)*|(?:(?:it|this|that)(?:['’]s|\s+is)\s+)?(?:very\s+|quite\s+|pretty\s+|really\s+)?(?:urgent|asap|serious|critical))$`)
	// restrictZhRE is a clause that only narrows what the request before
	// it covers: what not to count (取消的不算).
	restrictZhRE = prefilter.MustCompile(`^[^，,、]{1,12}的(?:不算|除外|不要|不用)$`)
	// restrictEnRE is an English clause that only narrows the request
	// before it: "members only", "just the closed ones (is fine)".
	restrictEnRE = prefilter.MustCompile(`(?i)^(?:[a-z-]+(?:\s+[a-z-]+)?\s+only|(?:just|only)\s+the\s+[\w\s-]{1,30}?(?:\s+(?:is|are)\s+(?:fine|enough|ok|okay))?)$`)
	// keepOnlyZhRE is a clause that keeps the result of the request before
	// it to some of its items (只看已确认的, 仅列没付款的就行): a filter of
	// that request, which names the items it keeps.
	keepOnlyZhRE = prefilter.MustCompile(`^(?:只|仅)(?:看|要|列|查|显示|留)[^，,、]{1,12}的(?:就行|即可|就好|就可以)?$`)
	// withPartsZhRE is a clause that says which parts the result of the
	// request before it carries (要带上财务和供应商部分, 附上付款明细).
	withPartsZhRE = prefilter.MustCompile(`^(?:要|需要|得|请)?(?:带上|附上|连同)[^，,]{1,16}(?:部分|信息|内容|明细|数据|记录|字段|详情)$`)
	// boundZhRE is a clause that only says up to when the request before
	// it runs (截止到6月15日, 截至月底为止, 截止到目前, 截止到下午3点):
	// a bound of that request's period, no step of its own.
	boundZhRE = prefilter.MustCompile(`^(?:截止到|截至到?|截止|一直到|直到)\s*(?:\d{4}\s*年\s*)?(?:\d{1,2}\s*月\s*\d{1,2}\s*[日号]?|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\s*[日号]|今天|昨天|明天|本周[一二三四五六日天]?|周[一二三四五六日天]|月底|本月底|年底|目前|现在|当前|(?:今天|明天)?(?:上午|中午|下午|晚上)?\d{1,2}\s*[点:：]\s*(?:\d{1,2}\s*分?|半)?)(?:为止|止)?$`)
	// seeWishRE is a wish about what the result shows: "I need to see
	// the standfirst", 要能看到作者.
	seeWishRE = prefilter.MustCompile(`(?i)^(?:i|we)\s*(?:need|want|would like|['’]d like|have)\s+to\s+(?:see|view)\b|^我?(?:要|需要|得|想)能?(?:看到|看得到|看见)`)
)

// remarkOfPrev reports whether a clause only remarks on the request
// before it (prev): what risk it guards against, who pays its charge,
// that what follows it waits. Such a clause asks for
// no action of its own and names no object; an identifier prev does not
// hold names an object of its own.
func remarkOfPrev(clause, prev string) bool {
	clause = strings.TrimSpace(strings.TrimRight(clause, ".!。！ "))
	return ownIDs(clause, prev) && (riskRemarkZhRE.MatchString(clause) || payerZhRE.MatchString(clause) || deferZhRE.MatchString(clause))
}

// narrowsPrev reports whether a clause only narrows the request before it
// (prev), bounds its period or says what its result should show: it asks for no action of
// its own, but what it names is part of what prev asks for.
func narrowsPrev(clause, prev string) bool {
	clause = strings.TrimSpace(strings.TrimRight(clause, ".!。！ "))
	return ownIDs(clause, prev) && (restrictZhRE.MatchString(clause) || restrictEnRE.MatchString(clause) || seeWishRE.MatchString(clause) || keepOnlyZhRE.MatchString(clause) || withPartsZhRE.MatchString(clause) || boundZhRE.MatchString(clause))
}

// ownIDs reports whether every identifier clause names is one prev holds.
func ownIDs(clause, prev string) bool {
	for _, id := range identifierRE.FindAllString(clause, -1) {
		if !strings.Contains(prev, id) {
			return false
		}
	}
	return true
}

// severityAfter joins a part that only says how urgent or how bad the
// request before it is (急, 要加急, 挺严重的) to that request: it asks for
// no step of its own, and the tool its words happen to fit (a priority
// setter, a list of incidents) answers nothing asked. Its words stay with
// the request, for a flag or priority its tool takes. The join comes after
// the request's tool is chosen, since the goal's whole words, the
// urgency among them, choose it. After a part no tool serves by itself,
// the tool the urgency's words found may be that part's (订30箱，要加急
// beside an order that takes an urgent flag): the urgency stands then.
func severityAfter(in []intent) []intent {
	if !slices.ContainsFunc(in[min(1, len(in)):], severityOnly) {
		return in
	}
	out := in[:0:0]
	for _, x := range in {
		if len(out) > 0 && !slices.ContainsFunc(out, toolless) && severityOnly(x) {
			last := &out[len(out)-1]
			last.texts = append(slices.Clone(last.texts), x.texts...)
			last.queries = append(slices.Clone(last.queries), x.queries...)
			continue
		}
		out = append(out, x)
	}
	return out
}

// severityOnly reports whether every part of x only says how urgent or
// how bad something is, naming no object of its own.
func severityOnly(x intent) bool {
	for _, t := range x.texts {
		t = strings.TrimSpace(strings.TrimRight(t, ".!。！ "))
		if !severityRemarkRE.MatchString(t) || identifierRE.MatchString(t) {
			return false
		}
	}
	return len(x.texts) > 0
}

// toolless reports whether no tool serves x.
func toolless(x intent) bool { return x.st.Tool == "" }

// forbidsZhRE is a short Chinese clause that only says what must not be
// done with the object of the request before it (不能包装, 不准出库): a
// constraint that request enforces, not a step of its own. Ending in a
// question word (不能退款吗) it asks whether the thing can be done.
var forbidsZhRE = prefilter.MustCompile(`^(?:但是?|并且|而且|也|还)?(?:不能|不得|不准|不许|不可以|不可)\p{Han}{0,3}[^\P{Han}吗么呢吧嘛]$`)

// nowZhRE opens a clause that says what to do now (先帮我…, 现在先…).
var nowZhRE = prefilter.MustCompile(`^(?:现在|眼下)?先`)

// deferBeforeNow reports whether clause ci only puts something off
// (等他确认了再说) before a clause that says what to do first (先帮我把
// 草稿存一下): the deferral decides nothing now, so it asks no step.
func deferBeforeNow(cls []clause, ci int) bool {
	return ci+1 < len(cls) && deferZhRE.MatchString(strings.TrimSpace(cls[ci].text)) && nowZhRE.MatchString(strings.TrimSpace(cls[ci+1].text))
}
