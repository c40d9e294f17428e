package digest

import (
	"strings"
	"unicode"
)

// measureWord names the measure an English field word stands for, so a
// goal that asks for it in other words ("销售额", "sales") finds the field
// ("gmv"). Each group is a generic business measure, not a tool's field.
func measureWord(w string) string {
	switch w {
	case "revenue", "gmv", "sales", "income", "turnover", "营收", "销售额", "销售", "收入", "成交额", "流水":
		return "revenue"
	case "order", "orders", "订单", "订单量", "订单数", "单量":
		return "orders"
	case "user", "users", "用户", "用户数":
		return "users"
	case "dau", "日活":
		return "dau"
	case "cvr", "conversion", "转化率", "转化":
		return "conversion"
	case "cost", "spend", "成本", "花费", "支出":
		return "cost"
	case "profit", "margin", "利润", "毛利":
		return "profit"
	}
	return ""
}

// zhMeasureWords are the Chinese words of measureWord, found in a goal
// without word breaks.
func zhMeasureWords() []string {
	return []string{"营收", "销售额", "销售", "收入", "成交额", "流水", "订单", "单量", "用户", "日活", "转化", "成本", "花费", "支出", "利润", "毛利"}
}

// asks reports whether goal asks for the field name: it names the field,
// one of its words, its Chinese label, or the measure the field holds.
func asks(goal, name string) bool {
	if goal == "" {
		return false
	}
	low := strings.ToLower(goal)
	if strings.Contains(low, strings.ToLower(name)) {
		return true
	}
	goalWords := strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) || unicode.Is(unicode.Han, r) })
	measures := map[string]bool{}
	for _, w := range goalWords {
		if m := measureWord(w); m != "" {
			measures[m] = true
		}
		if m := measureWord(singular(w)); m != "" {
			measures[m] = true
		}
	}
	for _, w := range zhMeasureWords() {
		if strings.Contains(goal, w) {
			measures[measureWord(w)] = true
		}
	}
	ws := words(name)
	for _, w := range ws {
		if m := measureWord(w); m != "" && measures[m] {
			return true
		}
		if len(w) >= 4 && containsWord(goalWords, w) {
			return true
		}
	}
	if label := fieldLabel(name, true, false); label != name && hasHan(label) {
		rs := []rune(label)
		return strings.Contains(goal, label) || len(rs) > 2 && strings.Contains(goal, string(rs[:2]))
	}
	return false
}

func containsWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w || singular(x) == w || x == singular(w) {
			return true
		}
	}
	return false
}

// preferAsked returns the fields shown, with every field of all that the
// goal asks for added after them; un-asked fields are dropped from the end
// while there are more than n (or than the asked ones and one more).
func preferAsked(goal string, all, shown []string, n int) []string {
	out := append([]string{}, shown...)
	asked := 0
	for _, name := range all {
		if asks(goal, name) {
			asked++
			if !containsString(out, name) {
				out = append(out, name)
			}
		}
	}
	if asked == 0 {
		return shown
	}
	for i := len(out) - 1; i >= 0 && len(out) > max(n, asked+1); i-- {
		if !asks(goal, out[i]) {
			out = append(out[:i], out[i+1:]...)
		}
	}
	return out
}

func containsString(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
