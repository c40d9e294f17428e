package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// eventlessDateWords are the words of a date parameter's name that say it
// holds a date, which end of a range it is, or whether the date is planned
// or new — not which event it dates, as due, delivery or expiry do.
var eventlessDateWords = map[string]bool{"date": true, "time": true, "day": true, "at": true, "on": true, "ts": true, "timestamp": true, "datetime": true,
	"start": true, "end": true, "from": true, "to": true, "since": true, "until": true, "begin": true, "new": true, "planned": true, "scheduled": true, "target": true}

// maxTieGap is how many bytes may stand between a date parameter's word and
// the date it ties to: "due Friday", "due by Dec 3", "due on the 28th".
const maxTieGap = 8

// keepTiedDate keeps the goal's one date in the date parameters the goal
// ties it to, when others took it too: "due Friday" dates the due_date and
// leaves planned_start unsaid, and "due next week" fills due_from and
// due_to but not created_from and created_to (a value fills the
// parameters it is stated for only). A parameter is tied by a word of its
// name that names an event, written just before the date, and the
// parameters tied must share that word; or, with no such word, by the
// field a request to change names ("push the start of JOB-1 to Tuesday").
func keepTiedDate(sch object, args map[string]any, g *goalValues) {
	if len(g.periods) != 1 {
		return
	}
	at := g.periods[0][0]
	var dated []string
	for _, n := range slices.Sorted(maps.Keys(args)) {
		if s, ok := args[n].(string); ok && isDateRole(n, sch.Properties[n]) && len(s) >= len("2006-01-02") {
			dated = append(dated, n)
		}
	}
	if len(dated) < 2 {
		return
	}
	day := func(n string) string { return args[n].(string)[:len("2006-01-02")] }
	word := ""
	days := map[string]bool{}
	tied := map[string]bool{}
	for _, n := range dated {
		w := tieWord(g.lower, at, n)
		if w == "" {
			w = tieWordAfter(g.lower[g.periods[0][1]:], n)
		}
		if w == "" {
			continue
		}
		if word != "" && w != word {
			return // two events tied: the goal says which is which elsewhere
		}
		word, tied[n], days[day(n)] = w, true, true
	}
	if len(tied) == 0 {
		// "push the start of JOB-1 to Tuesday" names the field it moves.
		if f := changedField(g.text); f != "" {
			for _, n := range dated {
				if slices.Contains(nameWordsAll(n), f) {
					tied[n], days[day(n)] = true, true
				}
			}
		}
	}
	if len(tied) == 0 {
		// With no event named, the goal's one date dates the thing
		// itself (date), not an event of it (expires_on) the schema
		// leaves optional.
		if slices.ContainsFunc(dated, plainDateName) {
			for _, n := range dated {
				if plainDateName(n) || slices.Contains(sch.Required, n) {
					tied[n], days[day(n)] = true, true
				}
			}
		}
	}
	if len(tied) == 0 || len(tied) == len(dated) {
		return
	}
	for _, n := range dated {
		if !tied[n] && days[day(n)] {
			delete(args, n)
		}
	}
}

// plainDateName reports whether a date parameter's name says only that
// it holds a date: date, day, event_date is not.
func plainDateName(n string) bool {
	ws := nameWordsAll(n)
	return len(ws) > 0 && !slices.ContainsFunc(ws, func(w string) bool { return !plainDateWords[w] })
}

// plainDateWords are the words of a date parameter's name that say no
// more than that it holds a date.
var plainDateWords = map[string]bool{"date": true, "day": true, "on": true, "at": true, "datetime": true, "timestamp": true, "ts": true}

// tieWord is the word of the parameter's name that names an event, when
// the goal writes it just before byte offset at of lower (due before
// "Friday"), or "".
func tieWord(lower string, at int, param string) string {
	before := lower[:at]
	for _, w := range nameWordsAll(param) {
		if eventlessDateWords[w] || len(w) < 3 {
			continue
		}
		i := strings.LastIndex(before, w)
		if i >= 0 && len(before)-(i+len(w)) <= maxTieGap && !latinAt(before, i-1) && !latinAt(before, i+len(w)) {
			return w
		}
		rest := strings.TrimRight(before, " ")
		if m := hanTieGapRE.FindStringIndex(rest); m != nil {
			rest = rest[:m[0]]
		}
		for _, h := range hanTieWords[w] {
			if strings.HasSuffix(rest, h) {
				return w // 交期推到12月3号 dates the due date
			}
		}
	}
	return ""
}

// tieWordAfter is the word of the parameter's name whose Chinese event
// word opens rest, what follows the goal's date past a time of day
// (11月28号交货 dates the delivery), or "".
func tieWordAfter(rest, param string) string {
	if m := hanClockLeadRE.FindStringIndex(rest); m != nil {
		rest = rest[m[1]:]
	}
	for _, w := range nameWordsAll(param) {
		for _, h := range hanTieWords[w] {
			if strings.HasPrefix(rest, h) {
				return w
			}
		}
	}
	return ""
}

// hanClockLeadRE is a time of day right after a date, before the event
// it is set for: 8点, 下午3点半, 10:30.
var hanClockLeadRE = prefilter.MustCompile(`^\s*(?:上午|下午|晚上|早上|中午|凌晨)?\s*\d{1,2}\s*(?:[点:：]\s*(?:\d{1,2}\s*分?|半)?)\s*`)

// hanTieWords are the Chinese words for the events a date parameter's
// name may date, as tieWord reads them before a date: 交期 for due, 交货
// for delivery.
var hanTieWords = map[string][]string{
	"due":        {"交期", "交货", "交付", "到期", "截止"},
	"deadline":   {"截止", "交期"},
	"delivery":   {"交货", "送货", "送达", "送到", "配送", "到货"},
	"expiry":     {"到期", "过期", "失效", "有效期"},
	"expiration": {"到期", "过期", "失效", "有效期"},
	"expires":    {"到期", "过期", "失效", "有效期"},
	"departure":  {"出发", "起飞"},
	"arrival":    {"到达", "抵达"},
	"pickup":     {"取件", "取货", "提货", "自提", "来取", "去取"},
}

// hanTieGapRE is what may stand between a Chinese event word and its
// date: a change to it (推到, 改到, 提前到) or a link (是, 为, 在).
var hanTieGapRE = prefilter.MustCompile(`(?:推迟|推|延期|延|改|提前|调整|调|定)?(?:到|至|为|成|在|是)?\s*$`)
