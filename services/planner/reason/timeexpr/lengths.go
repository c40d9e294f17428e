package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lengthRules name the hours ahead (未来48小时, "the next 24 hours": the
// days they touch) and the days back to today of a window named by its
// length alone before what a look-up names in it (7天内的订单). A length
// before an action (3天内处理) bounds the action, and one in which things
// fall due (30天内到期, "expiring within 30 days") is a count a tool
// takes: neither names days.
var lengthRules = []rule{
	{prefilter.MustCompile(`(?:未来|接下来的?|之后的?|往后)\s*(` + cnNum + `)\s*个?\s*(?:小时|钟头)`), func(m []string, c *ctx) (Period, bool) {
		n, ok := number(m[1])
		if !ok {
			return Period{}, false
		}
		return nextHours(c, n)
	}},
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(?:next|coming|following)\s+(\d{1,3}|[a-z]+)\s+hours\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := englishNumber(strings.ToLower(m[1]))
		if !ok {
			return Period{}, false
		}
		return nextHours(c, n)
	}},
	{prefilter.MustCompile(`(` + cnNum + `)\s*(个)?\s*(天|日|周|星期|礼拜|月)\s*(?:以|之)?内\s*的`), func(m []string, c *ctx) (Period, bool) {
		n, ok := number(m[1])
		if !ok || m[3] == "月" && m[2] == "" {
			return Period{}, false // 3月内 is within March, not three months
		}
		return rolling(c, n, m[3])
	}},
	// What ends, told in the present tense, within a length ("which
	// leases end within 30 days", "contracts that will expire within two
	// weeks") ends in the days from today on: the question asks when its
	// end falls, not a count a tool takes, as "expiring within 30 days"
	// describing things, or 30天内到期, may be. A length counted from
	// another happening ("within 30 days of signing", "after delivery")
	// or one an ending must keep to ("disputes must end within 14 days")
	// names no days.
	{prefilter.MustCompile(`(?i)\b(?:(must|should|shall|can|may|(?:has|have|need|needs)\s+to)\s+)?(?:(?:will|to)\s+)?(?:end|ends|expire|expires|lapse|lapses|terminate|terminates|(?:fall|falls|come|comes)\s+due)\s+within\s+(?:the\s+next\s+)?(\d{1,3}|[a-z]+)\s+(day|week|month)s?\b(\s+(?:of|after|from|following|since|before)\b)?`), func(m []string, c *ctx) (Period, bool) {
		n, ok := englishNumber(strings.ToLower(m[2]))
		if !ok || m[1] != "" || m[4] != "" {
			return Period{}, false
		}
		return ahead(c, n, m[3])
	}},
}

// nextHours is the days of the n hours from now, at most 30 days' worth.
func nextHours(c *ctx, n int) (Period, bool) {
	if n < 1 || n > 24*30 {
		return Period{}, false
	}
	return spanDays(c.today, midnight(c.now.Add(time.Duration(n)*time.Hour))), true
}
