package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// partAfterRE is a window of two bare hours with the part of the day
	// after it: "between 2 and 4 this morning", "from 2 to 4 in the
	// afternoon".
	partAfterRE = prefilter.MustCompile(`(?i)\b(between\s+|from\s+)?(\d{1,2})\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\band\b)\s*(\d{1,2})\s+(?:(?:this|tomorrow|yesterday|in\s+the)\s+)?(morning|afternoon|evening)\b`)
	// partBeforeRE is the same window with the part of the day before it:
	// "this morning between 2 and 4", "tomorrow afternoon 2-4", "tonight
	// from 8 to 10".
	partBeforeRE = prefilter.MustCompile(`(?i)\b(?:(?:this|tomorrow|yesterday|in\s+the)\s+(morning|afternoon|evening)|(tonight))\s*,?\s*(between\s+|from\s+)?(\d{1,2})\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\band\b)\s*(\d{1,2})\b`)
)

// partWindow reads the window of two bare hours that a part of the day
// written beside it places: "between 2 and 4 this morning" is 02:00–04:00,
// "this afternoon 2-4" 14:00–16:00. "and" joins the two only after
// "between"; a count after them, or an end before the start, is no window.
func partWindow(text string, found []Clock) []Clock {
	var part, lead string
	var a, b [2]int // byte offsets of the two hours
	if m := partAfterRE.FindStringSubmatchIndex(text); m != nil {
		part, a, b = text[m[8]:m[9]], [2]int{m[4], m[5]}, [2]int{m[6], m[7]}
		if m[2] >= 0 {
			lead = text[m[2]:m[3]]
		}
	} else if m := partBeforeRE.FindStringSubmatchIndex(text); m != nil {
		if m[2] >= 0 {
			part = text[m[2]:m[3]]
		} else {
			part = "evening"
		}
		a, b = [2]int{m[8], m[9]}, [2]int{m[10], m[11]}
		if m[6] >= 0 {
			lead = text[m[6]:m[7]]
		}
	} else {
		return nil
	}
	if overlapsClock(found, a[0], b[1]) || countedAfterRE.MatchString(text[b[1]:]) || clockAfterRE.MatchString(text[b[1]:]) || changesValue(text[:a[0]]) {
		return nil
	}
	if strings.Contains(strings.ToLower(text[a[1]:b[0]]), "and") && !strings.HasPrefix(strings.ToLower(lead), "between") {
		return nil
	}
	h1, h2 := atoi(text[a[0]:a[1]]), atoi(text[b[0]:b[1]])
	last := 23
	if !strings.EqualFold(part, "morning") {
		if h1 < 12 {
			h1 += 12
		}
		switch {
		case h2 == 12 && strings.EqualFold(part, "evening"):
			h2, last = 24, 24 // "this evening from 10 to 12" ends at midnight
		case h2 < 12:
			h2 += 12
		}
	}
	if h1 >= h2 || h2 > last {
		return nil
	}
	return []Clock{
		{Hour: h1, Text: text[a[0]:a[1]], Pos: a[0], End: a[1], Meridiem: true},
		{Hour: h2 % 24, Text: text[b[0]:b[1]], Pos: b[0], End: b[1], Meridiem: true},
	}
}

// counterRE is a counter word a number written right after 点 may carry
// instead of being its minutes: 12点4号闸口, 7点2个人.
var counterRE = prefilter.MustCompile(`^\s*(?:号|個|个|台|辆|輛|楼|樓|层|層|栋|棟|位|人|名|次|件|箱|套|条|條|路|线|線|元|块|塊|米|岁|歲|天|周|年|月|日|小时|小時|[0-9])`)

// countedAfter reports whether the digits at pos that the clock match
// closing at end reads as its minutes are bare (no 分) and followed by a
// counter word, so they count something else.
func countedAfter(text string, pos, end int) bool {
	if strings.Contains(text[pos:end], "分") {
		return false
	}
	return counterRE.MatchString(text[end:])
}
