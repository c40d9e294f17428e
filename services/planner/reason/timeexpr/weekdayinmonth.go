package timeexpr

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// anyDayBeforeRE is "any", "every" or "each" right before a weekday named
// alone: "open any Saturday in October".
var anyDayBeforeRE = prefilter.MustCompile(`(?i)\b(?:any|every|each)\s+$`)

// inMonthRE places a day in the month named next: "in October", "of
// next month".
var inMonthRE = prefilter.MustCompile(`(?i)^\s*(?:in|of)\s`)

// anyDayZhRE joins a month to a weekday it asks any or every one of:
// 10月每个周六, 10月的哪个周六.
var anyDayZhRE = prefilter.MustCompile(`^的?(?:每个?|哪个|哪一个|任何一个|任意一个)$`)

// weekdaysInMonth reads any or every weekday of a month the text names
// ("any Saturday in October", 10月每个周六) as that month, not the latest
// such weekday: the question is which of its days. Asked without telling
// it as over, the month is the coming one, where a free day can still be
// found.
func weekdaysInMonth(text string, found []Period, c *ctx) []Period {
	for i := 0; i+1 < len(found); i++ {
		a, b := found[i], found[i+1]
		between := text[min(a.Pos+len(a.Text), b.Pos):b.Pos]
		var month Period
		switch {
		case a.Latest && a.Unit == Day && b.Unit == Month && inMonthRE.MatchString(between+b.Text) &&
			anyDayBeforeRE.MatchString(text[:a.Pos]):
			month = b
		case a.Unit == Month && b.Latest && b.Unit == Day && anyDayZhRE.MatchString(strings.TrimSpace(between)):
			month = a
		default:
			continue
		}
		if !pastRE.MatchString(text) {
			month.Range = Upcoming(month, c.now)
		}
		month.Text, month.Pos = text[a.Pos:b.Pos+len(b.Text)], a.Pos
		found[i] = month
		found = slices.Delete(found, i+1, i+2)
	}
	return found
}
