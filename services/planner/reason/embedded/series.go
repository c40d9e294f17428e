package embedded

import (
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// seriesRE reads a description that maps a series of ordinal words onto
// numbers: "高一 to 高三 are 10-12", "地下一层 to 地下三层 are -1 to -3".
var seriesRE = prefilter.MustCompile(`(\p{Han}*?)([一二三四五六七八九十])(\p{Han}*)\s*(?:to|至|到|~|-)\s*(\p{Han}*?)([一二三四五六七八九十])(\p{Han}*)\s*(?:are|is|=|为|是|:|：)?\s*(-?\d+)\s*(?:-|to|~|至|到)\s*(-?\d+)`)

const hanOrdinals = "一二三四五六七八九十"

// hanOrdinal is the value of one Han numeral of hanOrdinals.
func hanOrdinal(s string) int {
	return strings.Index(hanOrdinals, s)/len("一") + 1
}

// describedSeries is one series a description maps: the words prefix +
// ordinal + suffix for ordinals from to to, the first worth first, each
// next one step more.
type describedSeries struct {
	prefix, suffix string
	from, to       int
	first, step    int
}

// seriesOf reads the series a description maps, where the two ends share
// their words around the ordinal and the numbers run in steps of one.
func seriesOf(description string) []describedSeries {
	var out []describedSeries
	for _, m := range seriesRE.FindAllStringSubmatch(description, -1) {
		if m[1] != m[4] || m[3] != m[6] || m[1]+m[3] == "" {
			continue
		}
		a, b := hanOrdinal(m[2]), hanOrdinal(m[5])
		n, _ := strconv.Atoi(m[7])
		k, _ := strconv.Atoi(m[8])
		if b <= a || (k-n != b-a && n-k != b-a) {
			continue
		}
		step := 1
		if k < n {
			step = -1
		}
		out = append(out, describedSeries{m[1], m[3], a, b, n, step})
	}
	return out
}

// fillDescribedSeries fills a number whose description maps a series of
// ordinal words onto numbers with the number of the word the goal
// writes: 高三 is grade 12 where "高一 to 高三 are 10-12".
func fillDescribedSeries(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
			continue
		}
		best, end, val := -1, 0, 0
		for _, ser := range seriesOf(s.p.Description) {
			for o := ser.from; o <= ser.to; o++ {
				w := ser.prefix + hanOrdinals[(o-1)*len("一"):o*len("一")] + ser.suffix
				if at := strings.Index(g.text, w); at >= 0 && g.free(at, at+len(w)) && (best < 0 || at < best) {
					best, end, val = at, at+len(w), ser.first+(o-ser.from)*ser.step
				}
			}
		}
		if best < 0 {
			continue
		}
		if s.p.typ() == "number" {
			args[s.name] = float64(val)
		} else {
			args[s.name] = int64(val)
		}
		g.use(best, end)
	}
}
