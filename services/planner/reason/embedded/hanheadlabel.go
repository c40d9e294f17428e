package embedded

import (
	"slices"
	"strings"
)

// hanHeadLabelled reports whether a code is written right after, less a
// linking 是, 为 or colon, the last two characters of a parameter's
// description that is a short Chinese label (批号SDL250612 for one
// described 生产批号): the label's head noun names the code as the
// whole label would. A head that is only a number noun (编号, 单号)
// names no one parameter's code.
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
	return strings.HasSuffix(strings.TrimRight(t, " "), head)
}
