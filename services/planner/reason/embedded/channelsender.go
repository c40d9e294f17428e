package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// channel is a way a message goes out: the words a need names it by
// (text them, 发短信) and the words a sender's description or schema
// names it by (SMS, 短信).
type channel struct {
	asked, offered *prefilter.Regexp
}

// channels are the ways of messaging a need names by its verb or object.
var channels = []channel{
	{prefilter.MustCompile(`(?i)^\s*` + leadWordsRE + `(?:text|sms)\b|\bsend\s+(?:\S+\s+){0,3}?(?:an?\s+)?(?:sms|texts?)\b|短信`), prefilter.MustCompile(`(?i)\bsms\b|\btext messages?\b|短信`)},
	{prefilter.MustCompile(`(?i)^\s*` + leadWordsRE + `e-?mail\b|\bsend\s+(?:\S+\s+){0,3}?(?:an?\s+)?e-?mails?\b|邮件`), prefilter.MustCompile(`(?i)\be-?mails?\b|邮件`)},
	{prefilter.MustCompile(`(?i)\bwechat\b|微信`), prefilter.MustCompile(`(?i)\bwechat\b|微信`)},
}

// channelSender gives a need that asks to send a message by a named
// channel ("text everyone booked …", 发短信告诉…) the one sender of the
// catalog that offers that channel, when no sender scored on the need's
// words at all (messageWrite calls it then): what the message says and whom it goes to are words of
// other tools, and "text" is not a word a sender's description uses for
// SMS. With two senders that offer it, the need's words do not choose
// between them, and none is given.
func channelSender(st *task.Subtask, query string, forbidden []string, byName map[string]*toolspec.Spec) {
	var ch *channel
	for i := range channels {
		if channels[i].asked.MatchString(query) {
			ch = &channels[i]
			break
		}
	}
	if ch == nil {
		return
	}
	found := ""
	for name, spec := range byName {
		if !sendsMessages(spec) || forbids(forbidden, spec) || !(ch.offered.MatchString(spec.Description) || ch.offered.MatchString(string(spec.Parameters))) {
			continue
		}
		if found != "" {
			return
		}
		found = name
	}
	if found != "" {
		st.Tool = found
		st.Ambiguous = nil
	}
}
