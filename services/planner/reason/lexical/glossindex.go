package lexical

// GlossIndex is the byte offset in text of the first Chinese word the
// glossary gives the English word w for as its first sense (退 for
// "refund" in 押金不退, 讲解员 for "docent"), and that word; -1 and ""
// when text writes none. The text is cut into
// the glossary's words as GlossNames cuts it, so 退 inside 退货 is no
// word of its own.
func GlossIndex(text, w string) (int, string) {
	want := englishTerms(w)
	if len(want) == 0 {
		return -1, ""
	}
	rs := []rune(text)
	at := 0 // byte offset of rs[i]
	for i := 0; i < len(rs); {
		if !isHan(rs[i]) {
			at += len(string(rs[i]))
			i++
			continue
		}
		j := i
		for j < len(rs) && isHan(rs[j]) {
			j++
		}
		span, words := gloss.segment(rs[i:j])
		off := at
		for k := i; k < j; k++ {
			if s := span[k-i]; s >= 0 && (k == i || span[k-i-1] != s) {
				if ens := gloss.en[words[s]]; len(ens) > 0 && namesTerm(want, ens[0]) {
					return off, words[s]
				}
			}
			off += len(string(rs[k]))
		}
		at = off
		i = j
	}
	return -1, ""
}
