package lexical

import "strings"

// vagueWords praise, grade or hedge what a request asks for ("a good
// restaurant", "various options", "relevant and reliable sources",
// "effectively") without naming it: any tool may be described in them.
// In a query they count towards its length in full but as evidence for a
// tool only at vagueWeight, so what they qualify decides.
var vagueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`various variety varied different diverse
relevant significant overall wide reliable comprehensive detailed thorough
particular good great better nice useful helpful important interesting
perfect ideal suitable appropriate effective effectively efficiently
accurate accurately kindly exactly precisely really truly actually fully
specifically particularly especially greatly highly engaging appealing
captivating stunning amazing awesome excellent fantastic wonderful intricate
concise reputable`) {
		m[stemWord(w)] = true
	}
	return m
}()

// vagueWeight is the share of its weight a vague word keeps in a query.
const vagueWeight = 0.3
