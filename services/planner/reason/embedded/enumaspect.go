package embedded

import "strings"

// aspectForms are the other ways a goal says a state a description gives
// in Chinese with an aspect marker: 未派单 (not yet dispatched) is said
// 还没派单 or 没有派单, 已授权 (done) 已经授权 or 授权过了, 待审批
// (waiting for) 等审批 or 还没审批, 处理中 (under way) 正在处理 or
// 还在处理. Only the marker changes; the verb after it stays as the
// description writes it.
func aspectForms(w string) []string {
	if !hasHan(w) || strings.ContainsAny(w, " ,，") {
		return nil
	}
	var out []string
	add := func(pre []string, x string, post []string) {
		for _, p := range pre {
			out = append(out, p+x)
		}
		for _, p := range post {
			out = append(out, x+p)
		}
	}
	if x, ok := strings.CutPrefix(w, "未"); ok && runeCount(x) >= 2 {
		add([]string{"还没有", "还没", "没有", "尚未", "还未", "没"}, x, nil)
	}
	if x, ok := strings.CutPrefix(w, "已"); ok && runeCount(x) >= 2 && !strings.HasPrefix(x, "经") {
		add([]string{"已经"}, x, []string{"过了", "好了", "完"})
	}
	if x, ok := strings.CutPrefix(w, "待"); ok && runeCount(x) >= 2 {
		add([]string{"在等待", "在等", "等待", "等着", "还没", "尚未", "未"}, x, nil)
	}
	if x, ok := strings.CutPrefix(w, "仍在"); ok && runeCount(x) >= 1 {
		add([]string{"还在", "正在", "仍然在"}, x, nil)
	}
	if x, ok := strings.CutSuffix(w, "中"); ok && runeCount(x) >= 2 {
		add([]string{"正在", "还在", "仍在"}, x, nil)
	}
	return out
}

func runeCount(s string) int { return len([]rune(s)) }
