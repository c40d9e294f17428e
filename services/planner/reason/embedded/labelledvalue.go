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

// labelledValue reports whether a clause only gives a value of the need
// before it, by the noun the value belongs to: "Set up an inspection for
// next Tuesday, inspector INSP-041" says who does it, not a second need.
func labelledValue(clause string) bool {
	return labelledValueRE.MatchString(strings.TrimRight(strings.TrimSpace(clause), ".。!！"))
}
