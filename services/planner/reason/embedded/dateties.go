package embedded

import (
	"maps"
	"slices"
	"strings"
)

// genericDateWords are the words of a date parameter's name that say it
// holds a date, or which end of a range, not which event it dates.
var genericDateWords = map[string]bool{"date": true, "time": true, "day": true, "at": true, "on": true, "ts": true, "timestamp": true, "datetime": true,
	"start": true, "end": true, "from": true, "to": true, "since": true, "until": true, "begin": true, "new": true, "planned": true, "scheduled": true, "target": true}

// maxTieGap is how many bytes may stand between a date parameter's word and
// the date it ties to: "due Friday", "due by Dec 3", "due on the 28th".
const maxTieGap = 8

// keepTiedDate keeps the day of the goal's one date in the one date
// parameter the goal ties it to, when several took it: "due Friday" dates
// the due_date, and leaves planned_start unsaid (a value fills one
// parameter only). A parameter is tied by a word of its name, other than
// date or start, written just before the date.
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
	var tied []string
	for _, n := range dated {
		if tiedBefore(g.lower, at, n) {
			tied = append(tied, n)
		}
	}
	if len(tied) != 1 {
		return
	}
	for _, n := range dated {
		if n != tied[0] && day(n) == day(tied[0]) {
			delete(args, n)
		}
	}
}

// tiedBefore reports whether a distinctive word of the parameter's name
// is written just before byte offset at of lower: due before "Friday".
func tiedBefore(lower string, at int, param string) bool {
	words := slices.DeleteFunc(nameWordsAll(param), func(w string) bool { return genericDateWords[w] || len(w) < 3 })
	before := lower[:at]
	for _, w := range words {
		i := strings.LastIndex(before, w)
		if i >= 0 && len(before)-(i+len(w)) <= maxTieGap && aliasIndex(before[i:], w) == 0 {
			return true
		}
	}
	return false
}
