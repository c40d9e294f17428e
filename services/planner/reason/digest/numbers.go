package digest

import (
	"math"
	"strconv"
	"strings"
)

// numText renders a number for a reader: integers with thousands
// separators, fractions with at most four decimals, a sign when asked.
func numText(f float64, signed bool) string {
	var s string
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		s = groupThousands(strconv.FormatInt(int64(math.Abs(f)), 10))
	} else {
		s = strconv.FormatFloat(math.Abs(f), 'f', -1, 64)
		if i := strings.IndexByte(s, '.'); i >= 0 && len(s)-i-1 > 4 {
			s = strings.TrimRight(strconv.FormatFloat(math.Abs(f), 'f', 4, 64), "0")
		}
		if i := strings.IndexByte(s, '.'); i >= 0 {
			s = groupThousands(s[:i]) + s[i:]
		}
	}
	switch {
	case f < 0:
		return "-" + s
	case signed && f > 0:
		return "+" + s
	}
	return s
}

func groupThousands(digits string) string {
	if len(digits) <= 4 {
		return digits
	}
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}
