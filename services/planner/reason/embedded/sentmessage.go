package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// leadWordsRE matches the words of leadWords that may open a need
// before its verb of messaging (then text …, please notify …).
const leadWordsRE = `(?:(?:and|then|also|please|just|now)\s+)*`

// sentClassifier is what may stand between 发 and the message it sends:
// a classifier (发条短信, 发一封邮件), which may take a few characters
// — one word — that say what the message is for (发封感谢邮件, 发条提醒
// 短信), or 一下.
// Without a classifier, the characters before a word of messaging name
// no message sent (发货通知 is a notice of a dispatch).
const sentClassifier = `(?:(?:个|条|封|一条|一封|一个)\s*\p{Han}{0,2}?|一下)?\s*`

// sendAskRE is a need that asks to send someone a message: in English a
// verb of messaging that opens it (text the owner, email everyone
// registered, notify the team, tell customer care), not told to the asker
// ("tell me", "remind us"), or "send" with a message as its object (send
// her a text, send an SMS); in Chinese 发 with a message as its object
// (发条短信, 发个 email, 发一封邮件, 发个公告), or a verb of telling that opens the
// need and is not told to the asker (通知网管中心, 告诉计费中心, not 告诉我).
var sendAskRE = prefilter.MustCompile(`(?i)^\s*` + leadWordsRE + `(?:text|e-?mail|message|sms|notify|inform|tell|remind)\s+\S|` +
	`^\s*` + leadWordsRE + `let\s+(?:\S+\s+){1,3}know\b|` +
	`\bsend\s+(?:\S+\s+){0,3}?(?:an?\s+)?(?:sms|texts?|e-?mails?|messages?|notices?|notifications?|reminders?)\b|` +
	`(?:^|[^` + notSendFa + `])发(?:送|布)?` + sentClassifier + `(?:短信|邮件|微信|消息|通知|公告|(?i:sms|text|e-?mail|wechat|message))|` +
	`^\s*(?:请|帮我|麻烦|再|然后|并)?` + sentMeans + `(?:通知|告诉|告知)(?:[^我]|$)`)

// notSendFa are the letters before 发 in words where it sends nothing
// (开发, 研发, 出发, 头发, 沙发, 启发, 引发, 爆发, 激发): 研发个人消息中心
// develops a message centre, it sends no message.
const notSendFa = "开研出头沙启引爆激"

// sentMeans is the means a verb of telling may name before it (用短信通知,
// 通过邮件告知): still a message sent.
const sentMeans = `(?:(?:用|通过|以)\s*(?:短信|邮件|微信|(?i:sms|e-?mail|wechat|app))\s*)?`

// toldAskerRE is a verb of telling whose audience is the asker (tell me,
// remind us, let me know) or that asks a question (tell whether), or a word of
// messaging that is a noun (the email address of, text of, a message
// from): it asks to be shown something, not to send a message.
var toldAskerRE = prefilter.MustCompile(`(?i)^\s*` + leadWordsRE + `(?:text|e-?mail|message|sms|notify|inform|tell|remind)\s+(?:me|us|whether|if|what|which|who|how|when|where|why|address|addresses|of|is|was|for|from)\b|` +
	`(?i)^\s*` + leadWordsRE + `let\s+(?:me|us)\b`)

// messageRecordRE is a word of messaging that names what was sent rather
// than asks to send it: a record, status or template of messages (SMS
// delivery status for …, message log, 发短信的记录), or a notice that is a
// document or was received (通知单, 告知书, 通知说…), or a message someone
// sent, not to someone (客户发邮件问…, but 给客户发邮件说…). Such a need
// asks to be shown something.
var messageRecordRE = prefilter.MustCompile(`(?i)\b(?:text|e-?mail|message|sms)s?\s+(?:delivery|deliveries|status|statuses|log|logs|history|records?|templates?|settings?|sent|receipts?)\b|` +
	`发(?:送|布)?` + sentClassifier + `(?:短信|邮件|微信|消息|通知|公告)(?:的|记录|状态|单|书)|` +
	`^\s*(?:请|帮我|麻烦|再|然后|并)?(?:通知|告知)(?:单|书|说|里|中|上|的|内容|显示|称)|` +
	`^[^给向]*发(?:了|来)?(?:个|条|封|一条|一封|一个)?\s*(?:短信|邮件|微信|消息)(?:问|说|称|来|反映|投诉|表示)`)

// whenToldRE is a verb of telling that opens a need and waits for
// something to happen (notify the team when it is delivered, alert me
// once …, let the team know when …): it asks to be told later, a
// subscription, not a message now. Tell is left out: to tell the
// attendees when the seminar starts is to send them its time.
var whenToldRE = prefilter.MustCompile(`(?i)^\s*` + leadWordsRE + `(?:notify|remind|alert|let)\b.*\b(?:when|whenever|once|as soon as)\b`)

// asksToSend reports whether a need asks to send someone a message.
func asksToSend(text string) bool {
	return sendAskRE.MatchString(text) && !toldAskerRE.MatchString(text) && !messageRecordRE.MatchString(text) && !whenToldRE.MatchString(text)
}

// messageWordsRE is a word of a message or of sending one in a tool's name
// or description.
var messageWordsRE = prefilter.MustCompile(`(?i)\b(?:messages?|sms|notices?|notif(?:y|ies|ied|ications?)|reminders?|alerts?|e-?mails?|texts?)\b`)

// senderVerbRE opens a description of a tool that sends or posts something.
var senderVerbRE = prefilter.MustCompile(`(?i)^\s*(?:send|sends|post|posts|notify|notifies|message|messages|text|texts|e-?mail|e-?mails)\b`)

// sendsMessages reports whether a tool is a write that sends a message:
// one that takes a message's free text (see sendsMessage), or whose name
// or description opens with a verb of sending and speaks of a message
// (text_the_guest, "Post a message to a team's channel").
func sendsMessages(spec *toolspec.Spec) bool {
	if spec == nil || spec.SideEffect != toolspec.Write {
		return false
	}
	if sendsMessage(spec) {
		return true
	}
	name := nameWordsAll(spec.Name)
	named := len(name) > 0 && senderVerbRE.MatchString(name[0])
	return (named || senderVerbRE.MatchString(spec.Description)) && (messageWordsRE.MatchString(spec.Description) || messageWordsRE.MatchString(spec.Name))
}

// announceRE is a word of telling many at once or of mail, which a
// tool that sends messages may be named or described by.
var announceRE = prefilter.MustCompile(`(?i)\b(?:announce|announces|announcements?|broadcasts?|mail|mails|push)\b`)

// speaksOfMessages reports whether a write speaks of messages in its name
// or description, whether or not it is one that sends them: a write that
// cancels a class and notifies the booked sends its message itself.
func speaksOfMessages(spec *toolspec.Spec) bool {
	if spec == nil || spec.SideEffect != toolspec.Write {
		return false
	}
	return namesMessages(spec) || messageWordsRE.MatchString(spec.Description) || announceRE.MatchString(spec.Description)
}

// namesMessages reports whether a write is named for messages or for
// telling many at once (post_notice, broadcast_announcement), or its
// description opens with a verb of sending or announcing.
func namesMessages(spec *toolspec.Spec) bool {
	if spec == nil || spec.SideEffect != toolspec.Write {
		return false
	}
	name := strings.Join(nameWordsAll(spec.Name), " ")
	return sendsMessages(spec) || messageWordsRE.MatchString(name) || announceRE.MatchString(name) ||
		senderVerbRE.MatchString(spec.Description) || announceVerbRE.MatchString(spec.Description)
}

// announceVerbRE opens a description of a write that tells many at once.
var announceVerbRE = prefilter.MustCompile(`(?i)^\s*(?:announce|announces|broadcast|broadcasts|publish|publishes|push|pushes)\b`)

// messageWrite gives a need that asks to send someone a message the tool
// that sends one, when its words chose another: what the message says
// (that the class moved, 书超期了) and whom it goes to (everyone
// registered for an event) are words of other tools, but only a tool that
// sends messages sends it. Of those, the best scored on the need serves
// it; none is chosen when the goal forbids it or none scores at all, or
// when the write chosen speaks of messages itself (a write that notifies
// as it acts may be the one that sends it). With no sender scored, the
// channel the need names may still choose one (see channelSender). Only
// a query's first clause says so: a message asked for after other
// requests (取消这节课，给学员发个通知) is the need of its own clause.
func messageWrite(st *task.Subtask, query, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if speaksOfMessages(byName[st.Tool]) || !asksToSend(clauseRE.Split(query, 2)[0]) {
		return
	}
	forbidden := negatedActions(goal)
	for _, sc := range scores {
		if w := byName[sc.Tool]; sc.Score > 0 && sendsMessages(w) && !forbids(forbidden, w) {
			st.Tool = sc.Tool
			st.Ambiguous = nil
			return
		}
	}
	channelSender(st, clauseRE.Split(query, 2)[0], forbidden, byName)
}

// sendsOwnMessage reports whether a part that asks to send a message
// chose a tool that sends it, when the write w the whole goal chose
// speaks of no message (a write that cancels a class and notifies the
// booked sends it itself): telling someone is a step of its own after
// the action it tells of ("declare the outage and tell customer care").
func sendsOwnMessage(x intent, w *toolspec.Spec, byName map[string]*toolspec.Spec) bool {
	return asksToSend(x.texts[0]) && sendsMessages(byName[x.st.Tool]) && !speaksOfMessages(w)
}
