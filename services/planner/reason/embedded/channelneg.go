package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// channelRE is a channel a written message goes by: 短信, 邮件, 微信,
// SMS, text, email. A call is made by a person, not sent: "call her
// instead" asks for no message.
var channelRE = prefilter.MustCompile(`(?i)短信|邮件|微信|\b(?:sms|texts?|texting|texted|e-?mails?|e-?mailing|e-?mailed|wechat)\b`)

// ownActRE is the speaker taking an act on themselves (I'll text them
// myself, 我自己发微信): the channel it names is no request.
var ownActRE = prefilter.MustCompile(`(?i)\b(?:i|we)(?:'ll|’ll| will| can| am going to| are going to)\s+(?:just\s+)?$|我(?:自己|们自己|来|会)\s*(?:去|来)?\s*$`)

// channelNegation reports whether the negation that runs from goal[at:]
// to the end of its clause only names the channel a message is not to go
// by (别发短信, "don't text them"), while the goal asks elsewhere for the
// message by another channel (发邮件催还, "email them"): it says how to
// send the message, and forbids no step.
func channelNegation(goal string, at int) bool {
	end := len(goal)
	if i := clauseRE.FindStringIndex(goal[at:]); i != nil {
		end = at + i[0]
	}
	neg := channelRE.FindString(goal[at:end])
	if neg == "" {
		return false
	}
	for _, m := range channelRE.FindAllStringIndex(goal, -1) {
		if m[0] >= at && m[0] < end || sameChannel(goal[m[0]:m[1]], neg) || ownActRE.MatchString(goal[:m[0]]) {
			continue
		}
		return true
	}
	return false
}

// sameChannel reports whether two channel words name one channel (text,
// texts, SMS).
func sameChannel(a, b string) bool {
	key := func(s string) string {
		s = strings.ToLower(strings.ReplaceAll(s, "-", ""))
		switch {
		case s == "短信" || s == "sms" || strings.HasPrefix(s, "text"):
			return "sms"
		case s == "邮件" || strings.HasPrefix(s, "email"):
			return "email"
		case s == "微信" || s == "wechat":
			return "wechat"
		}
		return s
	}
	return key(a) == key(b)
}
