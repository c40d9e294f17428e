package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hanHeadLabelled reports whether a code is written right after, less a
// linking 是, 为 or colon, the last two characters of a parameter's
// description that is a short Chinese label (批号SDL250612 for one
// described 生产批号): the label's head noun names the code as the
// whole label would. A head that is only a number noun (编号, 单号)
// names no one parameter's code, and a head another word is joined to
// (see modifiedHead) names another code.
func hanHeadLabelled(s *slot, before string) bool {
	if len(s.han) != 1 {
		return false
	}
	rs := []rune(s.han[0])
	if len(rs) < 3 || len(rs) > 6 || strings.TrimSpace(s.p.Description) != s.han[0] {
		return false
	}
	head := string(rs[len(rs)-2:])
	if slices.Contains(hanNumberNouns, head) || head == "编码" || head == "号码" {
		return false
	}
	t := strings.TrimRight(before, " ")
	t = strings.TrimRight(t, ":：是为")
	t, ok := strings.CutSuffix(strings.TrimRight(t, " "), head)
	return ok && !modifiedHead(t)
}

// modifiedHead reports whether the text before a label's head noun ends
// in a Chinese word of its own joined to it (原批号, 退货批号): that
// compound names another code than the label's. A 的 before it does not.
func modifiedHead(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return r != '的' && unicode.Is(unicode.Han, r)
}
