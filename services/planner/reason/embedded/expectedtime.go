package embedded

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// expectedParamRE is a date-time parameter for when a thing is expected
// to happen, by its name or description: expected_end, expected_reopen,
// estimated_restore_at, "Expected restoration", 预计恢复时间.
var expectedParamRE = prefilter.MustCompile(`(?i)(?:^|[_\s])(?:expected|estimated|expect)(?:$|[_\s])|^(?:expected|estimated)[A-Z]|^\s*(?:expected|estimated)\b|预计|预期`)

// expectedLeadRE opens the clause that tells when a thing is expected:
// 预计今晚8点恢复, "expected back at 17:00", "estimated to reopen at 3pm".
var expectedLeadRE = prefilter.MustCompile(`(?i)预计|预期|估计|\b(?:expected|estimated|expect(?:s|ing)?)\b`)

// expectedTime fills a date-time parameter for an expected time with the
// time of day the goal writes in the clause it says what is expected in,
// on the day that clause names or else today: "停运，预计今晚8点恢复" expects
// the restoration at 20:00 tonight, "设成风停，预计13点恢复" the reopening
// at 13:00 today. A time of day the goal states elsewhere (the outage
// began at 13:40) is not what is expected. It decides nothing when no
// clause says what is expected at a time of day.
func (e *Engine) expectedTime(name string, p property, text string) (any, bool) {
	if p.Format != "date-time" || !expectedParamRE.MatchString(name) && !expectedParamRE.MatchString(p.Description) {
		return nil, false
	}
	lead := expectedLeadRE.FindStringIndex(text)
	if lead == nil {
		return nil, false
	}
	rest := text[lead[1]:]
	if i := strings.IndexAny(rest, "，,；;。.!！?？"); i >= 0 && !decimalAt(rest, i) {
		rest = rest[:i]
	}
	c, ok := timeexpr.Clocks(rest)
	if !ok {
		return nil, false
	}
	at := c.Start
	if c.HasEnd {
		at = c.End // "expected between 5 and 6pm" is over by 6pm
	}
	now := e.opts.Now().In(e.opts.Location)
	day := now
	for _, per := range e.resolve(text).Periods {
		if per.Pos >= lead[0] && per.Pos < lead[1]+len(rest) {
			day = timeexpr.Upcoming(per, now).Start
			break
		}
	}
	v := onDay(day, at, e.opts.Location)
	if day.Equal(now) && v.Before(now) && !at.Meridiem {
		v = v.Add(12 * time.Hour) // 预计8点恢复 said at ten is 8pm
	}
	return v.Format(time.RFC3339), true
}

// decimalAt reports whether the stop at i is a decimal point: "2.5 hours".
func decimalAt(s string, i int) bool {
	return s[i] == '.' && i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '9'
}

// expectedStartRE is a verb of starting or arriving in the clause that
// expects a time: "expected to start at 9am", 预计上午9点开始 state the
// start, which the tool's start parameter takes.
var expectedStartRE = prefilter.MustCompile(`(?i)\b(?:start\w*|begin\w*|began|begun|commenc\w*|kick(?:s|ing)?\s+off|arriv\w*|depart\w*)\b|开始|开工|启动|开播|开场|到达|抵达|到场|出发`)

// expectedClockOnly reports whether the one time of day the goal writes
// is the time a thing is expected at, for a date-time parameter not named
// for an expected time: "停运，预计今晚8点恢复" states no start for the
// outage, and its start does not take 20:00 or the day alone. A thing
// expected to start or arrive then does state its start.
func expectedClockOnly(name string, p property, g *goalValues) bool {
	if p.Format != "date-time" || !g.hasClock || expectedParamRE.MatchString(name) || expectedParamRE.MatchString(p.Description) {
		return false
	}
	before := g.text[:g.clock.Start.Pos]
	lead := expectedLeadRE.FindAllStringIndex(before, -1)
	if lead == nil {
		return false
	}
	between := before[lead[len(lead)-1][1]:]
	if strings.ContainsAny(between, "，,；;。!！?？") {
		return false
	}
	clause := g.text[lead[len(lead)-1][1]:]
	if i := strings.IndexAny(clause, "，,；;。!！?？"); i >= 0 {
		clause = clause[:i]
	}
	if expectedStartRE.MatchString(clause) {
		return false
	}
	if c, ok := timeexpr.Clocks(g.text[g.clock.Start.End:]); ok && c.Start.Pos >= 0 {
		return false // another time of day is the goal's own
	}
	return true
}
