package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// requestHeadRE is a request that names one thing to make or send
	// by an article, or by a classifier before a Chinese noun: "put
	// together a quote for …", "send the crew a message", 发个紧急通知,
	// 写一封邮件. The words after a colon that ends it are what goes into
	// that thing.
	requestHeadRE = prefilter.MustCompile(`(?i)^\s*(?:(?:please|can you|could you)\s+)?[a-z]+(?:\s+(?:together|up|out|off|in))?\s+(?:(?:me|us|him|her|them|the\s+[a-z]+)\s+)?(?:a|an|one)\s+[a-z]|` +
		`(?:发|写|开|建|做|出|拟|起草|准备|创建|生成|提交|登记|报)一?(?:个|封|份|条|张|则|篇|项)\p{Han}`)
	// listHeadRE is a head that leads in a list of requests ("do the
	// following:", 帮我办几件事：): what follows its colon is needs.
	listHeadRE = prefilter.MustCompile(`(?i)\b(?:following|these|things|steps|tasks)\b|以下|如下|下面|几件|这些|两件|三件|几个步骤`)
	// seqOpenRE opens a clause with a word of sequence or addition: a
	// step after the one before, not more of its detail.
	// A clause that asks the assistant again (帮我…, 麻烦再…, "please …")
	// opens a step as well.
	seqOpenRE = prefilter.MustCompile(`^(?:请|麻烦)?(?:你|您)?(?:帮我|帮忙|替我)|^麻烦(?:你|您)?(?:再|也)|^(?:你|您)再|(?i)^(?:and\s+)?(?:please|can you|could you)\b|(?i)^(?:然后|接着|之后|再|另外|同时|顺便|最后|还要|也要|(?:and\s+)?then\b|also\b|afterwards\b|finally\b|and\s+(?:also\s+)?(?:please\s+)?[a-z]+\s+(?:the|a|an|it|them)\b)`)
)

// opensDetail reports whether a clause ends in the detail of a request
// its colon opens ("Put together a quote for Kestrel Ltd: a team day on
// May 4", 给仓库组发个通知：叉车 F-2 停用): the clauses after it, to
// the end of its sentence, say what goes into the thing the request
// makes or sends, not needs of their own.
func opensDetail(clause string) bool {
	loc := requestColonRE.FindStringIndex(clause)
	if loc == nil {
		return false
	}
	head := strings.TrimSpace(clause[:loc[0]])
	return head != "" && requestHeadRE.MatchString(head) && !listHeadRE.MatchString(head) && !leadRE.MatchString(head)
}

// detailGoesOn reports whether a clause after a request's colon goes on
// with the detail of need: it opens no step of its own, nor asks a party
// need does not name ("tell the driver to …" after a note to the guests).
func detailGoesOn(clause, need string) bool {
	return !seqOpenRE.MatchString(strings.TrimSpace(clause)) && !asksOtherParty(clause, need)
}
