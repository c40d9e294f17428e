package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// quotedRE is a title or a message written between quotes: 《三体》,
// “竞业限制”, "Outlook keeps crashing", 'Tomorrow, and Tomorrow'. A single
// quote opens one only after a space or a mark and closes one only
// before a space, a mark or the end, so the apostrophes of "New Year's
// Day" and "the nurses' room" open none. Its group 1 is the text quoted.
var quotedRE = prefilter.MustCompile(`《([^》]*)》|「([^」]*)」|『([^』]*)』|“([^”]*)”|‘([^’]*)’|"([^"\n]*)"|(?:^|[\s(（:：,，])'([^'\n]+)'(?:[\s)）.,，。!?;:]|$)`)

// quotedSpans returns where the quoted texts of text lie: what a title
// or a message says ('Tomorrow, and Tomorrow, and Tomorrow', "from now
// on") names no time the request is about.
func quotedSpans(text string) [][]int {
	var spans [][]int
	for _, m := range quotedRE.Regexp.FindAllStringSubmatchIndex(text, -1) {
		for g := 1; 2*g < len(m); g++ {
			if m[2*g] >= 0 {
				spans = append(spans, []int{m[2*g], m[2*g+1]})
				break
			}
		}
	}
	return spans
}
