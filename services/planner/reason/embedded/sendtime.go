package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// sendDescRE is a description of the time a message goes out, in
// English or in Chinese: 定时发送, 发送时间, 推送时间.
var sendDescRE = prefilter.MustCompile(`(?i)\bwhen (?:to|it is to be|it will be) (?:send|publish|post|deliver|go out)|\b(?:send|sending|delivery|publish) time\b|定时(?:发送|推送|发布|群发)|(?:发送|推送|发布)时间`)

// sendWords are a parameter name's words for sending.
var sendWords = []string{"send", "sent", "publish", "post", "deliver", "dispatch"}

// isSendTime reports whether a date-time parameter is the time a message
// is sent: send_at, or one described "When to send it".
func isSendTime(name string, p property) bool {
	if p.Format != "date-time" {
		return false
	}
	return sendDescRE.MatchString(p.Description) || slices.ContainsFunc(nameWordsAll(name), func(w string) bool { return slices.Contains(sendWords, w) })
}

// sendClauseRE splits a goal into its clauses.
var sendClauseRE = prefilter.MustCompile(`[，：；。！？:;!?]|[,.]\s`)

// sendVerbRE is a verb that asks for a message to go out.
var sendVerbRE = prefilter.MustCompile(`(?i)\b(?:send|post|text|e-?mail|message|notify|publish|push|broadcast|dispatch|schedule)\b|\bgo(?:es)? out\b|通知|发送|发布|推送|群发|发`)

// sendTimeStated reports whether the goal writes a time of sending: a
// time of day in a clause that asks to send. A day alone, or a time in
// a clause of the message's own, is when its event happens ("通知家长，
// 本周六上午9点开家长会" sends now of a Saturday meeting), where "…, and
// send it tomorrow at 6pm" says when it goes.
func sendTimeStated(g *goalValues) bool {
	if !g.hasClock {
		return false
	}
	at := g.clock.Start.Pos
	start, end := 0, len(g.text)
	for _, loc := range sendClauseRE.FindAllStringIndex(g.text, -1) {
		if clockColon(g.text, loc[0]) {
			continue // 18:00 is one time, no two clauses
		}
		if loc[1] <= at {
			start = loc[1]
		} else if loc[0] >= at {
			end = loc[0]
			break
		}
	}
	return sendVerbRE.MatchString(g.text[start:end])
}

// clockColon reports whether the colon at i of text sits between two
// digits, as in a time of day, 18:00.
func clockColon(text string, i int) bool {
	return text[i] == ':' && i > 0 && i+1 < len(text) && isDigitByte(text[i-1]) && isDigitByte(text[i+1])
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }
