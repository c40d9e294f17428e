package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// clauseLeadRE begins a clause inside a sentence: a conjunction that
// subordinates what follows, "if it's full", "until the order is paid",
// 如果满了.
var clauseLeadRE = prefilter.MustCompile(`(?i)\b(?:if|unless|until|when|whenever|because|since|once|but|and then)\b|如果|要是|除非|直到|因为|但是|不过`)

// scopeNegRE is a negated command or statement and the verb it negates,
// which reaches to the end of its clause: "don't put her on the
// waitlist", "it doesn't have to wait for the weekly run", 不要把她排进候补.
var scopeNegRE = prefilter.MustCompile(`(?i)\b(?:don'?t|do not|doesn'?t|does not|never|no need to|not to)\s+([a-z]+)|(?:不要|别|不用|不必|无需|不需要)\s*(\S)`)

// hanNotYetRE ends the text before a word that 没 or 未 says is not
// done, with an adverb or a 过 between: 还没通知, 没提前通知, 未发过.
var hanNotYetRE = prefilter.MustCompile(`(?:没有?|未)(?:提前|及时|再|发过|发|过)?$`)

// beforeDontRE ends the text before a 别 that forbids: 别发, 先别发,
// 千万别. The 别 of a word (分别发给, 特别提醒, 类别) forbids nothing.
var beforeDontRE = prefilter.MustCompile(`(?:^|[^\p{Han}]|先|可|千万|就|也|还|都|暂时|请|您|你|今天|这次)$`)

// otherAfterRE is what makes a 别 "other": 别的, 别人, 别处, 别家.
var otherAfterRE = prefilter.MustCompile(`^别(?:的|人|处|家)`)

// dontAt reports whether the 别 at byte j of lower says don't: 别的客户
// and 请别人 name others and forbid nothing.
func dontAt(lower string, j int) bool {
	return beforeDontRE.MatchString(lower[:j]) && !otherAfterRE.MatchString(lower[j:])
}

// unnegatingVerbs turn a negated command into a positive one: "don't
// forget to add her", 别忘了.
var unnegatingVerbs = []string{"forget", "hesitate", "miss", "fail", "忘"}

// flagNegatedAt reports whether the word at i of lower is negated: a
// negation just before it ("no waitlist", 不要候补), or a negated command
// earlier in its clause ("don't put her on the waitlist"), unless the
// command's verb undoes it ("don't forget to").
func flagNegatedAt(lower string, i int) bool {
	if negRE.MatchString(lower[:i]) {
		return true
	}
	if strings.HasSuffix(lower[:i], "别") && dontAt(lower, i-len("别")) {
		return true // 先别发给他
	}
	if m := hanNotYetRE.FindStringIndex(lower[:i]); m != nil && !strings.HasSuffix(lower[:m[0]], "有") && !doneLater(lower, i) {
		return true // 还没通知, where 有没有超期 asks
	}
	start := 0
	for _, re := range []*prefilter.Regexp{clauseSepRE, clauseLeadRE} {
		if locs := re.FindAllStringIndex(lower[:i], -1); len(locs) > 0 {
			start = max(start, locs[len(locs)-1][0])
		}
	}
	scope := lower[start:i]
	for _, m := range scopeNegRE.FindAllStringSubmatchIndex(scope, -1) {
		if strings.HasPrefix(scope[m[0]:], "别") && !dontAt(lower, start+m[0]) {
			continue // 分别, 特别
		}
		if !slices.Contains(unnegatingVerbs, submatch(scope, m, 1)+submatch(scope, m, 2)) {
			return true
		}
	}
	return false
}

// doneLater reports whether the two Han characters of the word at i of
// lower are written again later with no 没 or 未 before them: 还没通知客户，
// 现在发货并通知客户 asks for what is not yet done.
func doneLater(lower string, i int) bool {
	r1, n1 := utf8.DecodeRuneInString(lower[i:])
	r2, n2 := utf8.DecodeRuneInString(lower[i+n1:])
	if !unicode.Is(unicode.Han, r1) || !unicode.Is(unicode.Han, r2) {
		return false
	}
	word := lower[i : i+n1+n2]
	for j := i + len(word); ; {
		k := strings.Index(lower[j:], word)
		if k < 0 {
			return false
		}
		j += k
		if !hanNotYetRE.MatchString(lower[:j]) && !negRE.MatchString(lower[:j]) {
			return true
		}
		j += len(word)
	}
}

// submatch is the k-th group of a match's index pairs m in s, or "".
func submatch(s string, m []int, k int) string {
	if m[2*k] < 0 {
		return ""
	}
	return s[m[2*k]:m[2*k+1]]
}
