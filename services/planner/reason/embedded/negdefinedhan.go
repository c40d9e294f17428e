package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// notGlossRE is a value glossed in brackets as a thing not done:
// "active (未清除)", "open (没处理)".
var notGlossRE = prefilter.MustCompile(`\b([a-z][a-z0-9_]*)\s*[(（]\s*(?:未|没|没有|尚未)(\p{Han}+)\s*[)）]`)

// hanNegatedVerbRE is a Han verb the goal negates: 没清, 还没处理, 未付.
var hanNegatedVerbRE = prefilter.MustCompile(`(?:没有|没|未|尚未)(\p{Han})`)

// bareVerbEndRE opens what may follow a negated verb said of the thing
// itself: the goal's end, a stop, 的, or a particle (工单没关, 没关的工单,
// 没处理完). A noun after it is the verb's own object (没关电脑) and a
// word grown on it is another word (没关系).
var bareVerbEndRE = prefilter.MustCompile(`^(?:$|[\s\p{P}]|的|了|吗|呢|吧|啊|完|掉|好|上)`)

// enumByNegatedHanGloss returns the value glossed as a thing not done
// (active: 未清除) when the goal negates the same verb, written short or
// whole: 告警没清 names active. It reads before the other matchers, since
// the goal's other words of the verb's field (确认, 清除) name the values
// it is done to.
func enumByNegatedHanGloss(enum []any, description, text string) []string {
	if !strings.ContainsAny(description, "未没") {
		return nil
	}
	var out []string
	for _, d := range notGlossRE.FindAllStringSubmatch(description, -1) {
		if !hasValue(enum, d[1]) {
			continue
		}
		first, _ := utf8.DecodeRuneInString(d[2])
		for _, m := range hanNegatedVerbRE.FindAllStringSubmatchIndex(text, -1) {
			r, _ := utf8.DecodeRuneInString(text[m[2]:])
			if r == first && bareNegatedVerb(text[m[2]:], d[2]) && !containsString(out, d[1]) {
				out = append(out, d[1])
			}
		}
	}
	if len(out) != 1 {
		return nil
	}
	return out
}

// bareNegatedVerb reports whether the negated verb opening rest, written
// whole as verb or by its first character, stands without an object of
// its own: 告警没清 and 没清除的告警, not 没关电脑 or 没关系.
func bareNegatedVerb(rest, verb string) bool {
	if strings.HasPrefix(rest, verb) {
		return bareVerbEndRE.MatchString(rest[len(verb):])
	}
	_, n := utf8.DecodeRuneInString(rest)
	return bareVerbEndRE.MatchString(rest[n:])
}
