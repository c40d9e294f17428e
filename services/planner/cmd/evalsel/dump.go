package main

import (
	"fmt"
	"io"

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
				show(q.text(), "-", sc)
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
