package lexical

// measureSplit reports whether rs[k] is the measure word 个 inside a
// verb-object word split around it (报个案 for 报案, 开个会 for 开会): the
// word's two characters are a term, as written whole.
func measureSplit(rs []rune, k int) bool {
	return rs[k] == '个' && k > 0 && k+1 < len(rs) && isHan(rs[k-1]) && isHan(rs[k+1]) &&
		!hanStop(rs[k-1]) && !hanStop(rs[k+1]) && !hanGlue(rs[k-1]) && !hanGlue(rs[k+1])
}
