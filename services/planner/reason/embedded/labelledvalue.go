package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// labelledValueRE is a clause that is only an identifier and the noun it
// is the value of: a person by role ("inspector INSP-041", "pharmacist
// PH-22", 药师 E10233) or a number by its kind (放行单 CY2026…, 车牌 B5L093).
// The label is a noun by its ending — an agent (-or, -ist, -ian; 师, 员,
// 长) or a number, card or slip (号, 码, 单, 牌, 证) — so that a verb
// before an identifier ("cancel ORD-1", 取消 ORD-1) is no label.
var labelledValueRE = prefilter.MustCompile(`(?i)^(?:(?:the\s+)?(?:[a-z]+\s+)?[a-z]+(?:or|ist|ian)|\p{Han}{0,3}(?:师|员|长|号|码|单|牌|证))\s*(?:[:：]\s*|is\s+|是\s*|用\s*)?[A-Za-z0-9][A-Za-z0-9_-]*\d[A-Za-z0-9_-]*$`)

// labelVerbRE opens a clause with a verb of its own before the label
// (取消工单 W-1, 关闭订单 OR-5, "notify supervisor SUP-12", "cancel vendor
// VN-3"): the label then names the verb's object, and the clause is a
// need, not a value of the one before. A letter that also opens a label
// (退货单, 派工单, 停车证, 批号) is no such verb.
var labelVerbRE = prefilter.MustCompile(`(?i)^(?:取消|关闭|关掉|删除|删掉|撤销|撤回|作废|通知|提醒|联系|催|给|把|将|请|帮|让|分配|指派|安排|换成|改成|改为|` +
	`(?:cancel|close|remove|delete|drop|notify|email|e-mail|text|call|message|ping|page|contact|tell|remind|assign|add|replace|swap|book|move|pay|refund)\s)`)

// labelledValue reports whether a clause only gives a value of the need
// before it, by the noun the value belongs to: "Set up an inspection for
// next Tuesday, inspector INSP-041" says who does it, not a second need.
// A verb before the label (取消工单 W-1) makes the clause a need.
func labelledValue(clause string) bool {
	c := strings.TrimRight(strings.TrimSpace(clause), ".。!！")
	return labelledValueRE.MatchString(c) && !labelVerbRE.MatchString(c)
}
