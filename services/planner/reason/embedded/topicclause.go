package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// topicNounRE is a Chinese noun phrase headed after 的 and said alone
	// (本月东区的工单, 南区的路灯工单, 补贴的 applications): a topic the
	// clauses after it go on to ask about.
	topicNounRE = prefilter.MustCompile(`^[^，,。；;？?！!]*的\s*(?:\p{Han}{1,4}|[A-Za-z]+)$`)
	// topicVerbRE opens a clause with a request or an action of its own
	// (查, 看, 把, 帮我…; 关闭, 取消 the things it names): no bare topic.
	// Actions are two letters, as one may open a noun (开发部, 停车场).
	topicVerbRE = prefilter.MustCompile(`^(?:请|帮|麻烦|给我|把|将|查|看|列|拉|找|导|统计|搜|给|对|为|` +
		`取消|关闭|关掉|删除|删掉|撤销|撤回|作废|通知|提醒|催办|安排|分配|指派|派发|暂停|更新|修改|登记|提交|审批|批准|驳回)`)
	// headlessRE is a clause that is only a headless 的-phrase (上周新建的,
	// 还没派单的): which of the topic's things are meant.
	headlessRE = prefilter.MustCompile(`^[^，,。；;？?！!的]{1,16}的$`)
	// showAllRE asks to be shown all of what was named before, with no
	// object of its own after the verb (…的全部列出来, …都给我看看).
	showAllRE = prefilter.MustCompile(`(?:全部|都|全都|统统|一并)(?:给我)?(?:列出来|列一下|列出|看看|看一下|拉出来|查出来|找出来|导出来)(?:吧|一下)?[。.!！]?$`)
)

// topicClause reports whether a Chinese clause goes on about the topic
// prev names alone ("本月东区的工单，还没派单的全部列出来", "南区的路灯工
// 单，上周新建的，派单了没有都给我看看"): a headless 的-phrase picks which
// of its things are meant, and "show them all" asks for them. The topic
// and the clauses are one request, not a need for the noun and another
// for its filter. prev may hold the headless phrases joined to it
// already. A topic that is itself a request (查一下工单) is left alone.
func topicClause(clause, prev string) bool {
	parts := strings.Split(prev, ", ")
	topic := strings.TrimSpace(parts[0])
	if language(topic) != "zh" || !topicNounRE.MatchString(topic) || topicVerbRE.MatchString(topic) {
		return false
	}
	for _, p := range parts[1:] {
		if !headlessRE.MatchString(strings.TrimSpace(p)) {
			return false // the topic went on into a request already
		}
	}
	return headlessRE.MatchString(clause) || showAllRE.MatchString(clause)
}

// extendNeed goes on with a need into the next clause: its words are the
// need's, for its tool and its arguments.
func extendNeed(last *need, clause string) {
	last.text += ", " + clause
	if last.query != "" {
		last.query += ", " + clause
	}
}

// joinTopic goes on with a need that names a topic into a clause about it
// (see topicClause): a clause that asks to be shown it all makes the
// need a question.
func joinTopic(last *need, clause string) {
	extendNeed(last, clause)
	last.asks = last.asks || showAllRE.MatchString(clause)
}
