package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// pulledRE is a request to be sent or pulled up what a clause names,
// which asks to be shown it as "show" does: 把清单发我一下, 记录调出来,
// 维修单拉出来, "帮我 check 一下" in a mixed sentence. 发我 ends its
// clause (发我一份, 发给我吧): sent on to someone else it is a message.
// 调一下 is left out, for it also adjusts a value (调一下温度).
var pulledRE = prefilter.MustCompile(`(?i)发给?我(?:一下|一份|看看|看一下|下)?[吧呗]?\s*(?:[，,。！!；;?？]|$)|调出来|调取|调阅|拉出来|拉一下\s*(?:[，,。！!；;?？]|$)|\bcheck\s*一?下`)

// madeThenSentRE is a clause that asks for something to be made first
// and sent once done (做好了发我, 排好后发给我, 写完发我一份): what is
// sent is what the request makes, not a record to be shown.
var madeThenSentRE = prefilter.MustCompile(`(?:好|完)(?:了|后|之后|以后)?\s*[，,]?\s*(?:再|就)?发给?我`)

// asksPulled reports whether text asks to be sent or pulled up what it
// names, not to have it made and sent when done.
func asksPulled(text string) bool {
	return pulledRE.MatchString(text) && !madeThenSentRE.MatchString(text)
}
