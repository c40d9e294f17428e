package embedded

import "strings"

// A negation inside the condition of a Chinese request — 不够的话, 如果不行,
// 要是不满意 — says when to act, not what to leave undone: 查一下库存，不够的话
// 就下单 forbids nothing. A negation after the condition's 就 or 那 (如果不行
// 就不要重启) still forbids its verb.

// conditionOpeners open a Chinese condition clause.
var conditionOpeners = []string{"如果", "要是", "假如", "假若", "若是", "万一", "倘若"}

// conditionConsequents end a condition and open what follows from it.
var conditionConsequents = []string{"就", "则", "那么", "那就", "便"}

// conditionNegation reports whether the negation at goal[at:] lies in the
// condition of its clause: a condition word opens the clause before it
// with no consequent between, or 的话 closes the words after it before the
// clause ends or its consequent begins.
func conditionNegation(goal string, at int) bool {
	start := strings.LastIndexAny(goal[:at], "，,。；;！!？?\n") + 1
	head := goal[start:at]
	for _, w := range conditionOpeners {
		if i := strings.LastIndex(head, w); i >= 0 && !containsAny(head[i+len(w):], conditionConsequents) {
			return true
		}
	}
	rest := goal[at:]
	if end := strings.IndexAny(rest, "，,。；;！!？?\n"); end >= 0 {
		rest = rest[:end]
	}
	i := strings.Index(rest, "的话")
	return i >= 0 && !containsAny(rest[:i], conditionConsequents)
}

// containsAny reports whether s holds any of words.
func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
