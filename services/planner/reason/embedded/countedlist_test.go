package embedded

import (
	"strings"
	"testing"
)

// TestFillArgsCountedList checks that a whole number written with any
// noun of a count's "number of A, B or C" goes to it, over a number that
// is a size written with a unit of measure (250ml).
func TestFillArgsCountedList(t *testing.T) {
	const (
		jars = `{"type":"object","properties":{"lot":{"type":"string","pattern":"^L\\d{3}$"},"format":{"type":"string","description":"Format. One of: jar_250ml = 250 ml jar; tin_400g = 400 g tin.","enum":["jar_250ml","tin_400g"]},"planned_units":{"type":"integer","description":"Number of jars, tins or pouches planned."}}}`
	)
	runFillCases(t, []fillCase{
		{"the second noun of the list", "fill L123 into 400g tins, roughly 1200 tins", jars, map[string]any{"lot": "L123", "format": "tin_400g", "planned_units": int64(1200)}},
		{"the first noun of the list", "fill L123 into 250ml jars, some 900 jars", jars, map[string]any{"lot": "L123", "format": "jar_250ml", "planned_units": int64(900)}},
	})
}

// TestCountsDescribedNounTimes checks that "number of times" counts
// events: "40 times" is how often a thing is done, no count of them.
func TestCountsDescribedNounTimes(t *testing.T) {
	for _, tc := range []struct {
		desc, goal string
		want       bool
	}{
		{"Number of times the event happened.", "toss a coin 40 times", false},
		{"Number of coins tossed.", "toss 40 coins", true},
	} {
		s := newSlot("n", property{Type: "integer", Description: tc.desc}, 0, false)
		pos := strings.Index(tc.goal, "40")
		sp := span{kind: spanNumber, text: "40", pos: pos, end: pos + 2, num: 40, integer: true, unit: strings.Fields(tc.goal[pos+2:])[0]}
		g := &goalValues{text: tc.goal, lower: tc.goal}
		if got, _ := countsDescribedNoun(&s, g, sp); got != tc.want {
			t.Errorf("%q in %q: counted = %v, want %v", tc.goal, tc.desc, got, tc.want)
		}
	}
}
