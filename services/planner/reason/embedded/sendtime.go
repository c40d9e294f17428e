package embedded

import (
	"regexp"
	"slices"
)

// sendDescRE is a description of the time a message goes out.
var sendDescRE = regexp.MustCompile(`(?i)\bwhen (?:to|it is to be|it will be) (?:send|publish|post|deliver|go out)|\b(?:send|sending|delivery|publish) time\b`)

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

// clauseEndRE ends a goal's first clause: the request to send, before
// the message it sends.
var clauseEndRE = regexp.MustCompile(`[，：；。！？:;!?]|[,.]\s`)

// sendTimeStated reports whether the goal writes a time of sending: a
// time of day in the clause that asks to send. A day alone, or a time
// after that clause, is when the message's event happens ("通知家长，
// 本周六上午9点开家长会" sends now of a Saturday meeting).
func sendTimeStated(g *goalValues) bool {
	if !g.hasClock {
		return false
	}
	end := len(g.text)
	if loc := clauseEndRE.FindStringIndex(g.text); loc != nil {
		end = loc[0]
	}
	return g.clock.Start.Pos < end
}
