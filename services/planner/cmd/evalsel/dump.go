package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// dump prints the misses of one set, for looking at what the scorer gets
// wrong: "multiple", "irrelevance", "similar" or "scenario".
func dump(w io.Writer, set string, bix, mix *lexical.Index, bf *bfclSet, meta *metaSet, limit int) {
	n := 0
	show := func(q, gold string, sc any) {
		if n < limit {
			fmt.Fprintf(w, "Q: %s\n   gold=%s\n   got=%v\n", q, gold, sc)
		}
		n++
	}
	switch set {
	case "low":
		type row struct {
			s    float64
			q, g string
		}
		var rows []row
		for i := range bf.multiple {
			q := &bf.multiple[i]
			sc := bix.RankAmong(q.text(), bf.candidates(q))
			if bf.display[sc[0].Tool] == bf.gold[q.ID] {
				rows = append(rows, row{sc[0].Score, q.text(), sc[0].Tool + " :: " + bf.desc(sc[0].Tool)})
			}
		}
		slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(a.s, b.s) })
		for _, r := range rows[:min(limit, len(rows))] {
			fmt.Fprintf(w, "%.3f %s\n      %s\n", r.s, r.q, r.g)
		}
	case "multiple":
		for i := range bf.multiple {
			q := &bf.multiple[i]
			sc := bix.RankAmong(q.text(), bf.candidates(q))
			if bf.display[sc[0].Tool] != bf.gold[q.ID] || sc[0].Score < bix.Threshold() {
				show(q.text(), bf.gold[q.ID], sc)
			}
		}
	case "irrelevance":
		for i := range bf.irrelevance {
			q := &bf.irrelevance[i]
			sc := bix.RankAmong(q.text(), bf.candidates(q))
			if len(sc) > 0 && sc[0].Score >= bix.Threshold() {
				show(q.text(), "-", fmt.Sprint(sc, " :: ", bf.desc(sc[0].Tool)))
			}
		}
	case "similar", "scenario":
		qs := meta.similar
		if set == "scenario" {
			qs = meta.scenario
		}
		for _, q := range qs {
			sc := mix.RankAmong(q.Query, q.Candidates)
			if sc[0].Tool != q.Tool {
				show(q.Query, q.Tool, sc[:3])
			}
		}
	}
	fmt.Fprintf(w, "%d misses\n", n)
}
