package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// riskRemarkZhRE is a clause that only names a risk the request
	// guards against (有法律风险, 存在安全隐患).
	riskRemarkZhRE = prefilter.MustCompile(`^(?:有|存在)\p{Han}{0,4}(?:风险|隐患)$`)
	// restrictZhRE is a clause that only narrows what the request before
	// it covers: what not to count (取消的不算).
	restrictZhRE = prefilter.MustCompile(`^[^，,、]{1,12}的(?:不算|除外|不要|不用)$`)
	// restrictEnRE is an English clause that only narrows the request
	// before it: "members only", "just the closed ones (is fine)".
	restrictEnRE = prefilter.MustCompile(`(?i)^(?:[a-z-]+(?:\s+[a-z-]+)?\s+only|(?:just|only)\s+the\s+[\w\s-]{1,30}?(?:\s+(?:is|are)\s+(?:fine|enough|ok|okay))?)$`)
	// seeWishRE is a wish about what the result shows: "I need to see
	// the standfirst", 要能看到作者.
	seeWishRE = prefilter.MustCompile(`(?i)^(?:i|we)\s*(?:need|want|would like|['’]d like|have)\s+to\s+(?:see|view)\b|^我?(?:要|需要|得|想)能?(?:看到|看得到|看见)`)
)

// remarkOfPrev reports whether a clause only remarks on the request
// before it (prev): what risk it guards against. Such a clause asks for
// no action of its own and names no object; an identifier prev does not
// hold names an object of its own.
func remarkOfPrev(clause, prev string) bool {
	clause = strings.TrimSpace(strings.TrimRight(clause, ".!。！ "))
	return ownIDs(clause, prev) && riskRemarkZhRE.MatchString(clause)
}

// narrowsPrev reports whether a clause only narrows the request before it
// (prev) or says what its result should show: it asks for no action of
// its own, but what it names is part of what prev asks for.
func narrowsPrev(clause, prev string) bool {
	clause = strings.TrimSpace(strings.TrimRight(clause, ".!。！ "))
	return ownIDs(clause, prev) && (restrictZhRE.MatchString(clause) || restrictEnRE.MatchString(clause) || seeWishRE.MatchString(clause))
}

// ownIDs reports whether every identifier clause names is one prev holds.
func ownIDs(clause, prev string) bool {
	for _, id := range identifierRE.FindAllString(clause, -1) {
		if !strings.Contains(prev, id) {
			return false
		}
	}
	return true
}
