package lexical

import "slices"

// measureSplit reports whether rs[k] is the measure word 个 inside a
// verb-object word split around it (报个案 for 报案, 开个会 for 开会): the
// word's two characters are a term, as written whole.
func measureSplit(rs []rune, k int) bool {
	return rs[k] == '个' && k > 0 && k+1 < len(rs) && isHan(rs[k-1]) && isHan(rs[k+1]) &&
		!hanStop(rs[k-1]) && !hanStop(rs[k+1]) && !hanGlue(rs[k-1]) && !hanGlue(rs[k+1])
}

// countMeasure reports whether r is a measure word that counts an object
// (一张单, 两份表, 三辆车).
func countMeasure(r rune) bool {
	switch r {
	case '个', '张', '份', '条', '件', '台', '辆', '位', '名', '笔', '批', '套', '封', '项':
		return true
	}
	return false
}

// hanNumeral reports whether r is a Chinese numeral that may count an
// object (一, 两, 几).
func hanNumeral(r rune) bool {
	switch r {
	case '一', '两', '二', '三', '四', '五', '六', '七', '八', '九', '十', '几', '半':
		return true
	}
	return false
}

// countedHead is how far past the measure word the head of a counted
// object may close the run (下一张采购单: 采购单's 单).
const countedHead = 5

// countedSplits adds, for each verb-object word of the glossary written
// apart around a count (see countedWords), a term standing for the word
// written whole, with its English. Without it the verb stands alone and
// the goal reads as naming only its object.
func countedSplits(rs []rune, g *glossary, dst []term) []term {
	if g == nil {
		return dst
	}
	for _, w := range countedWords(rs, g) {
		dst = append(dst, term{text: w, kind: kindHanBi, en: g.en[w], part: 0.5})
	}
	return dst
}

// countedWords are the glossary's verb-object words written apart around
// a count in a run of Han characters (下一张采购单 for 下单, 派个人 for
// 派人, 开两张票 for 开票): the verb, a numeral (or none before 个), a
// measure word, then the object — right after the measure word, or as the
// head closing the run, past the words that say which object.
func countedWords(rs []rune, g *glossary) []string {
	var out []string
	for k := 1; k+1 < len(rs); k++ {
		if !countMeasure(rs[k]) {
			continue
		}
		v := k - 1
		if hanNumeral(rs[v]) && v > 0 {
			v--
		} else if rs[k] != '个' {
			continue
		}
		if hanGlue(rs[v]) || timeUnit(rs[k+1]) {
			continue // 下个月的单: the measure word counts time
		}
		for _, o := range [2]int{k + 1, len(rs) - 1} {
			if o-k > countedHead || slices.ContainsFunc(rs[k+1:o], hanGlue) {
				continue // 下个…的单: a 的 ends what the measure word counts
			}
			if o == k+1 && o+1 < len(rs) && g.startsWord(rs[o:]) {
				continue // 下一张发票: 发 opens 发票, no object of 下 alone
			}
			w := string([]rune{rs[v], rs[o]})
			if _, ok := g.en[w]; ok {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// timeUnit reports whether r is a unit of time a measure word counts
// (下个月, 上个星期, 两个周末): the count is a date, not an object.
func timeUnit(r rune) bool {
	switch r {
	case '月', '星', '周', '礼', '季', '年', '钟', '小':
		return true
	}
	return false
}

// startsWord reports whether rs opens with a glossary word of two or more
// characters (发票 in 发票号): its first character is no word alone.
func (g *glossary) startsWord(rs []rune) bool {
	for n := min(g.longest, len(rs)); n > 1; n-- {
		if _, ok := g.en[string(rs[:n])]; ok {
			return true
		}
	}
	return false
}
