package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// hanListJoins are the words that join the items of a Chinese list.
var hanListJoins = []string{"和", "、", "及", "与"}

// hanItemBounds are what stands around a Chinese item of a list and is
// no part of it: a stop, a particle or a preposition before it.
const hanItemBounds = "的，,。；;：:！？!?给在把对向跟从为替到"

// fillSuffixList gives the one open list of plain strings the names the
// goal joins with 和 or 、 when every name ends in the same character, the
// kind of place or thing each is: 李家庄和王庄 are two villages, 东区、西区
// two districts. The shared ending marks the words as names of one kind
// where a bare 和 may join anything. A list that reaches into the step's
// part is the step's whole, though the goal was split at its 和.
func fillSuffixList(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool {
		it := sl.p.Items
		return sl.p.typ() == "array" && len(sl.p.Enum) == 0 && it != nil && it.Type == "string" && len(it.Enum) == 0 && it.Pattern == ""
	})
	if s == nil {
		return
	}
	for p := 0; p < len(g.text); {
		a, b, items := suffixListAt(g.text, p)
		if items == nil {
			_, size := utf8.DecodeRuneInString(g.text[p:])
			p += size
			continue
		}
		if b > g.scopeStart && a < g.scopeEnd && g.free(a, b) {
			out := make([]any, len(items))
			for i, it := range items {
				out[i] = it
			}
			args[s.name] = out
			g.use(a, b)
			return
		}
		p = b
	}
}

// suffixListAt reads a list of Han words whose first item starts at p:
// two words or more joined by hanListJoins, each of two to five
// characters, all ending in the same character, and bounded before and
// after by hanItemBounds, a space or the text's ends.
func suffixListAt(text string, p int) (int, int, []string) {
	if p > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:p])
		if unicode.Is(unicode.Han, r) && !strings.ContainsRune(hanItemBounds, r) {
			return 0, 0, nil
		}
	}
	var items []string
	at := p
	for {
		w := hanItem(text[at:])
		if w == "" {
			break
		}
		items = append(items, w)
		at += len(w)
		j := hanJoinAt(text[at:])
		if j == "" || hanItem(text[at+len(j):]) == "" {
			break
		}
		at += len(j)
	}
	if len(items) < 2 || !sameLastRune(items) || endsInTimeUnit(items[0]) || leadsWithMore(items) {
		return 0, 0, nil
	}
	if r, _ := utf8.DecodeRuneInString(text[at:]); at < len(text) && unicode.Is(unicode.Han, r) && !strings.ContainsRune(hanItemBounds, r) {
		return 0, 0, nil
	}
	return p, at, items
}

// hanItem is the run of two to five Han characters text opens with, up
// to a joining word or a bound; "" when there is none.
func hanItem(text string) string {
	n, end := 0, 0
	for end < len(text) {
		if hanJoinAt(text[end:]) != "" {
			break
		}
		r, size := utf8.DecodeRuneInString(text[end:])
		if !unicode.Is(unicode.Han, r) || strings.ContainsRune(hanItemBounds, r) {
			break
		}
		n++
		end += size
	}
	if n < 2 || n > 5 {
		return ""
	}
	return text[:end]
}

// hanJoinAt is the joining word text opens with, or "".
func hanJoinAt(text string) string {
	for _, j := range hanListJoins {
		if strings.HasPrefix(text, j) {
			return j
		}
	}
	return ""
}

// leadsWithMore reports whether the first word is two characters or more
// longer than every other: nothing bounds it before, so it has taken in
// the words before the list (查看河东站和河西站 reads 查看河东站), and
// where the list starts is not known. Names of one kind differ by a
// character at most (李家庄和王庄).
func leadsWithMore(words []string) bool {
	longest := 0
	for _, w := range words[1:] {
		longest = max(longest, utf8.RuneCountInString(w))
	}
	return utf8.RuneCountInString(words[0]) >= longest+2
}

// hanTimeUnits are the characters that end a word for a stretch of time:
// 今天和明天, 上午和下午, 一月和二月, 上周和本周 share them as days do, not as
// places or things of one kind do.
const hanTimeUnits = "天日号月年周午晚夜季时"

// endsInTimeUnit reports whether a word ends in a unit of time
// (hanTimeUnits).
func endsInTimeUnit(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return strings.ContainsRune(hanTimeUnits, r)
}

// sameLastRune reports whether every word ends in the same character.
func sameLastRune(words []string) bool {
	last, _ := utf8.DecodeLastRuneInString(words[0])
	for _, w := range words[1:] {
		if r, _ := utf8.DecodeLastRuneInString(w); r != last {
			return false
		}
	}
	return true
}
