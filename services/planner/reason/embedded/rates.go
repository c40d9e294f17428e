package embedded

import (
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// rateCounts are the words of how many times.
var rateCounts = map[string]int{"once": 1, "twice": 2, "thrice": 3, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6}

// ratePeriods are the words of the period a rate counts in.
var ratePeriods = map[string]string{"daily": "day", "day": "day", "weekly": "week", "week": "week", "monthly": "month", "month": "month",
	"hourly": "hour", "hour": "hour", "hr": "hour", "天": "day", "日": "day", "周": "week", "星期": "week", "月": "month", "小时": "hour", "时": "hour"}

// rateEnRE and rateHanRE are a rate a goal writes: "twice a day", "3
// times daily", "每天三次", "一日两次".
var (
	rateEnRE  = prefilter.MustCompile(`(?i)\b(once|twice|thrice|one|two|three|four|five|six|\d)(?:\s+times?)?\s+(?:(?:a|an|per|each|every)\s+(day|week|month|hour)\b|(daily|weekly|monthly|hourly)\b)`)
	rateHanRE = prefilter.MustCompile(`[每一](天|日|周|星期|月|小时)(?:服用|吃|用|服)?([一二两三四五六\d])次`)
)

// rateOf reads an enum value written as a rate: twice_daily (2, day),
// three_times_daily (3, day), once_weekly (1, week).
func rateOf(v string) (int, string, bool) {
	f := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' || r == ' ' || r == '-' })
	if len(f) < 2 || len(f) > 3 {
		return 0, "", false
	}
	n, ok := rateCounts[f[0]]
	if !ok {
		n, _ = strconv.Atoi(f[0])
	}
	if len(f) == 3 && f[1] != "times" && f[1] != "a" && f[1] != "per" {
		return 0, "", false
	}
	per, ok2 := ratePeriods[f[len(f)-1]]
	return n, per, n > 0 && ok2
}

// enumByRate returns the enum value written as the rate the goal states:
// "twice a day" or 每天两次 for twice_daily.
func enumByRate(enum []any, text string) []string {
	n, per := 0, ""
	if m := rateEnRE.FindStringSubmatch(text); m != nil {
		w := strings.ToLower(m[1])
		if n = rateCounts[w]; n == 0 {
			n, _ = strconv.Atoi(w)
		}
		per = ratePeriods[strings.ToLower(m[2]+m[3])]
	} else if m := rateHanRE.FindStringSubmatch(text); m != nil {
		if n = rateCounts[m[2]]; n == 0 {
			n, _ = strconv.Atoi(m[2])
		}
		per = ratePeriods[m[1]]
	}
	if n == 0 || per == "" {
		return nil
	}
	for _, x := range enum {
		if v, ok := x.(string); ok {
			if vn, vp, ok := rateOf(v); ok && vn == n && vp == per {
				return []string{v}
			}
		}
	}
	return nil
}
