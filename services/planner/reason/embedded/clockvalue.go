package embedded

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// clockWindowRE is a window of the day in a value's gloss: "early (早班,
// 06:00–14:00)", "night (22:00-06:00 the next day)".
var clockWindowRE = prefilter.MustCompile(`^\s*\([^()]*?\b(\d{1,2}):(\d{2})\s*[–—-]\s*(\d{1,2}):(\d{2})`)

// headHanGlossRE is the Chinese gloss of a parameter's description head:
// the 班次 of "Shift (班次): day (…), night (…)".
var headHanGlossRE = prefilter.MustCompile(`^[^:：(（]{2,40}[(（](\p{Han}{1,6})[)）]`)

// enumByClock returns the value whose gloss holds the time of day of now,
// when the goal names the one now under way: "this shift" for a shift
// whose values are glossed "early (06:00–14:00)" and "late (14:00–22:00)",
// or 本班 and 当班 when the description glosses the parameter 班次. A
// window that ends before it starts runs past midnight.
func enumByClock(enum []any, name, description, text string, now time.Time) []string {
	if !currentNamed(name, description, text) {
		return nil
	}
	minute := now.Hour()*60 + now.Minute()
	var found []string
	for _, v := range enumStrings(enum) {
		at := strings.Index(description, v+" (")
		if at < 0 {
			continue
		}
		m := clockWindowRE.FindStringSubmatch(description[at+len(v):])
		if m == nil {
			continue
		}
		from, to := clockMinute(m[1], m[2]), clockMinute(m[3], m[4])
		if from < 0 || to < 0 || from == to {
			continue
		}
		if from < to && minute >= from && minute < to || from > to && (minute >= from || minute < to) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// currentNamed reports whether the goal names the parameter's thing now
// under way: "this shift", "the current shift" by the last word of its
// name, 本班 or 当班 by the first character of its description's Chinese
// gloss.
func currentNamed(name, description, text string) bool {
	words := nameWords(name)
	if len(words) == 0 {
		return false
	}
	lower := lowerASCII(text)
	noun := words[len(words)-1]
	for _, cue := range []string{"this ", "current ", "the current "} {
		if aliasIndex(lower, cue+noun) >= 0 {
			return true
		}
	}
	if m := headHanGlossRE.FindStringSubmatch(description); m != nil {
		r, _ := utf8.DecodeRuneInString(m[1])
		return strings.Contains(text, "本"+string(r)) || strings.Contains(text, "当"+string(r))
	}
	return false
}

// clockMinute is the minute of the day h:m writes, or -1.
func clockMinute(h, m string) int {
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hh > 24 || mm > 59 {
		return -1
	}
	return hh%24*60 + mm
}
