package lexical

// Chinese question words (几 how many, 哪 which, 谁 who) only ask: no tool
// is named by them, but a question is no shorter for them. Outside a
// glossary word (几号 the date, 哪里 where) their Han terms, and the
// bigrams that run them into the next word (几辆, 谁在, 哪几), count
// towards the query's length and not towards what a tool must cover, as
// vague words do (see vagueStems): 今天拖走了几辆车 then asks what
// 今天拖走了车 does, at the threshold of its length.

// hanAsking reports whether r only asks.
func hanAsking(r rune) bool { return r == '几' || r == '哪' || r == '谁' }

// askingTerm reports whether the Han term t holds a question word outside
// any glossary word.
func askingTerm(t term) bool {
	if t.kind != kindHanUni && t.kind != kindHanBi || len(t.en) > 0 {
		return false
	}
	for _, r := range t.text {
		if hanAsking(r) {
			return true
		}
	}
	return false
}
