package timeexpr

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// doneBeforeRE is a past participle right before a day, the day a thing
// was done on: "paid on Monday", "returned Friday".
var doneBeforeRE = prefilter.MustCompile(`(?i)\b(?:[a-z]+ed|paid|made|sent|spent|bought|sold|got|done|held|taken|given|seen|left|lost|found)\s+(?:on\s+|at\s+)?$`)

// orderZhRE marks a Chinese text as an order to act (把, 帮我, 请, 安排),
// which a bare phrase (X 周五的班) is not.
var orderZhRE = prefilter.MustCompile(`把|帮我|帮忙|请|麻烦|安排`)

// doneRE tells, past pastRE, what is over: 已 (已付, 已经).
var doneRE = prefilter.MustCompile(`已`)

// copyRecordsRE is a request to carry off the records a day left —
// export, download, archive, back up or reconcile them (导出, 下载, 归档,
// 备份, 对账): records are kept of days gone by.
var copyRecordsRE = prefilter.MustCompile(`(?i)\b(?:export|download|archive|back\s*up|reconcile)\b|导出|下载|归档|备份|对账`)

// Ordered is the span of p, the primary period of text, as a request to
// act means it: the weekday it starts on ("add the pass starting
// Saturday") and, in an English request or a Chinese order (orderZhRE),
// a weekday named alone or a day without its year (把周五的班换一下) are the
// ones to come (Upcoming), unless the text tells something done on it
// ("paid on Monday", 周五已经付了) or carries off its records ("export
// Friday's timesheets", see copyRecordsRE), which was the latest such day.
func Ordered(text string, p Period, now time.Time) task.Range {
	if p.Pos > len(text) || !p.StartsOn && (hasHan(text) && !orderZhRE.MatchString(text) || copyRecordsRE.MatchString(text)) ||
		pastRE.MatchString(text) || doneRE.MatchString(text) || doneBeforeRE.MatchString(text[:p.Pos]) {
		return p.Range
	}
	return Upcoming(p, now)
}

// bornBeforeRE and bornAfterRE mark a day as a birth date: "born
// 2018-05-03", "date of birth: …", 出生日期…, 2018-05-03 出生.
var (
	bornBeforeRE = prefilter.MustCompile(`(?i)(?:\bborn(?:\s+on)?|\bbirth\s*date|\bdate\s+of\s+birth|\bdob|\bbirthday|出生日期|出生于|生日)[\s:：是为]*$`)
	bornAfterRE  = prefilter.MustCompile(`^\s*(?:出生|生人|年生)`)
)

// BornOn reports whether p, a period of text, is someone's birth date: a
// fact about a person the request records, not a period it is about.
func BornOn(text string, p Period) bool {
	end := p.Pos + len(p.Text)
	return end <= len(text) && (bornBeforeRE.MatchString(text[:p.Pos]) || bornAfterRE.MatchString(text[end:]))
}
