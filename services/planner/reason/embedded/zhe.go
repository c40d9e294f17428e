package embedded

import (
	"math"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// zheRE is a Chinese discount written as the share paid: 8折 (pay 80%),
// 8.5折, 85折, 八五折.
var zheRE = prefilter.MustCompile(`(\d{1,2}(?:\.\d)?|[一二三四五六七八九]{1,2})\s*折`)

// fillZhe fills an open number parameter described as a percent with the
// percent off a 折 discount gives: 8折 is 20 percent off, 八五折 15.
func fillZhe(slots []slot, g *goalValues, args map[string]any) {
	m := zheRE.FindStringSubmatchIndex(g.text)
	if m == nil || !g.free(m[0], m[1]) {
		return
	}
	paid, ok := zhePaid(g.text[m[2]:m[3]])
	if !ok {
		return
	}
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || (s.p.typ() != "number" && s.p.typ() != "integer") {
			continue
		}
		if !slicesContainsAny(s.desc, []string{"percent", "percentage"}) && !slicesContainsAny(s.words, []string{"percent", "pct"}) {
			continue
		}
		off := math.Round((100-paid)*10) / 10
		if s.p.typ() == "integer" {
			if off != math.Trunc(off) {
				continue
			}
			args[s.name] = int64(off)
		} else {
			args[s.name] = off
		}
		g.use(m[0], m[1])
		return
	}
}

// zhePaid is the percent paid a 折 number says: 8 → 80, 8.5 → 85, 85 →
// 85, 八五 → 85.
func zhePaid(n string) (float64, bool) {
	if strings.ContainsAny(n, "一二三四五六七八九") {
		d := ""
		for _, r := range n {
			d += string(rune('0' + strings.IndexRune("一二三四五六七八九", r)/3 + 1))
		}
		n = d
	}
	f, err := strconv.ParseFloat(n, 64)
	if err != nil || f <= 0 {
		return 0, false
	}
	if f < 10 {
		f *= 10
	}
	return f, f < 100
}
