package lexical

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

type mq struct {
	Query      string   `json:"query"`
	Tool       string   `json:"tool"`
	Candidates []string `json:"candidates"`
}

func metaIndex(t *testing.T) (*Index, []mq, []mq) {
	d := "/work/shared/eval/metatool/"
	var des map[string]string
	b, _ := os.ReadFile(d + "plugin_des.json")
	json.Unmarshal(b, &des)
	var info []struct {
		Name  string `json:"name_for_model"`
		Model string `json:"description_for_model"`
	}
	b, _ = os.ReadFile(d + "plugin_info.json")
	json.Unmarshal(b, &info)
	doc := map[string]string{}
	for _, i := range info {
		doc[strings.ToLower(i.Name)] = i.Model
	}
	var names []string
	for n := range des {
		names = append(names, n)
	}
	slices.Sort(names)
	var specs []toolspec.Spec
	for _, n := range names {
		specs = append(specs, toolspec.Spec{Name: n, Description: des[n], WhenToUse: doc[strings.ToLower(n)]})
	}
	var sim, scen []mq
	b, _ = os.ReadFile(d + "Task2-Subtask1_reconstructed.json")
	json.Unmarshal(b, &sim)
	b, _ = os.ReadFile(d + "Task2-Subtask2_reconstructed.json")
	json.Unmarshal(b, &scen)
	return NewIndex(specs, Options{}), sim, scen
}

// contrib approximates each query term's share of a doc's score.
func (ix *Index) contrib(q string, d int) map[string]float64 {
	o := &ix.opts
	qt := analyze(q, nil)
	seen := map[string]bool{}
	var total, qn float64
	ws := map[string]float64{}
	for _, t := range qt {
		if seen[t.text] {
			continue
		}
		seen[t.text] = true
		w := ix.idfOf(t.text)
		ws[t.text] = w
		total += w * (o.K1 + 1)
		qn += w * w
	}
	out := map[string]float64{}
	for t, w := range ws {
		id, ok := ix.terms[t]
		if !ok {
			continue
		}
		for _, p := range ix.post[id] {
			if int(p.doc) == d {
				c := (1 - o.CosineWeight) * w * float64(p.pos) * (o.K1 + 1) / (float64(p.pos) + o.K1) / total
				c += o.CosineWeight * w * cosWeight(p.raw) * ix.idf[id] / (sqrt(qn) * ix.docNorm[d])
				out[t] = c
			}
		}
	}
	return out
}

func sqrt(x float64) float64 {
	z := x
	for i := 0; i < 30; i++ {
		z = (z + x/z) / 2
	}
	return z
}

func TestDiag(t *testing.T) {
	if os.Getenv("DIAG") == "" {
		t.Skip()
	}
	ix, sim, scen := metaIndex(t)
	set := sim
	if os.Getenv("DIAG") == "scen" {
		set = scen
	}
	harm := map[string]float64{}
	help := map[string]float64{}
	cnt := map[string]int{}
	miss := 0
	for _, q := range set {
		sc := ix.RankAmong(q.Query, q.Candidates)
		gold := ix.byName[q.Tool]
		var other int
		if sc[0].Tool != q.Tool {
			miss++
			other = ix.byName[sc[0].Tool]
		} else {
			other = ix.byName[sc[1].Tool]
		}
		cg, co := ix.contrib(q.Query, gold), ix.contrib(q.Query, other)
		for tm := range merge(cg, co) {
			delta := cg[tm] - co[tm]
			if delta < 0 {
				harm[tm] -= delta
			} else {
				help[tm] += delta
			}
			cnt[tm]++
		}
	}
	type kv struct {
		k string
		v float64
	}
	var rows []kv
	for k := range merge(harm, help) {
		rows = append(rows, kv{k, harm[k] - help[k]})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].v > rows[j].v })
	fmt.Println("misses", miss, len(set))
	for _, r := range rows[:80] {
		fmt.Printf("%-14s net-harm %.3f harm %.3f help %.3f n=%d idf=%.2f\n", r.k, r.v, harm[r.k], help[r.k], cnt[r.k], ix.idfOf(r.k))
	}
}

func merge(a, b map[string]float64) map[string]bool {
	m := map[string]bool{}
	for k := range a {
		m[k] = true
	}
	for k := range b {
		m[k] = true
	}
	return m
}

func TestDiagClose(t *testing.T) {
	if os.Getenv("DIAGC") == "" {
		t.Skip()
	}
	ix, sim, scen := metaIndex(t)
	set := sim
	if os.Getenv("DIAGC") == "scen" {
		set = scen
	}
	n := 0
	for _, q := range set {
		sc := ix.RankAmong(q.Query, q.Candidates)
		if sc[0].Tool == q.Tool {
			continue
		}
		var gs float64
		for _, s := range sc {
			if s.Tool == q.Tool {
				gs = s.Score
			}
		}
		if gs < 0.6*sc[0].Score || gs == 0 {
			continue
		}
		n++
		if n > 40 {
			continue
		}
		fmt.Printf("Q: %s\n  gold %s %.3f  got %s %.3f\n", q.Query, q.Tool, gs, sc[0].Tool, sc[0].Score)
		cg, co := ix.contrib(q.Query, ix.byName[q.Tool]), ix.contrib(q.Query, ix.byName[sc[0].Tool])
		fmt.Printf("  gold: %s\n  got:  %s\n", fmtc(cg), fmtc(co))
	}
	fmt.Println("close misses", n)
}

func fmtc(m map[string]float64) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var b strings.Builder
	for _, k := range ks {
		fmt.Fprintf(&b, "%s=%.3f ", k, m[k])
	}
	return b.String()
}

func TestDiagZero(t *testing.T) {
	if os.Getenv("DIAGZ") == "" {
		t.Skip()
	}
	ix, sim, _ := metaIndex(t)
	z, zall, close := 0, 0, 0
	for _, q := range sim {
		sc := ix.RankAmong(q.Query, q.Candidates)
		if sc[0].Tool == q.Tool {
			continue
		}
		for _, s := range sc {
			if s.Tool == q.Tool {
				if s.Score == 0 {
					z++
				}
				if s.Score >= 0.8*sc[0].Score {
					close++
				}
			}
		}
		if sc[0].Score == 0 {
			zall++
		}
	}
	fmt.Println("gold zero", z, "all zero", zall, "close", close)
}

func TestDiagZeroList(t *testing.T) {
	if os.Getenv("DIAGZL") == "" {
		t.Skip()
	}
	ix, sim, _ := metaIndex(t)
	for _, q := range sim {
		sc := ix.RankAmong(q.Query, q.Candidates)
		if sc[0].Tool == q.Tool {
			continue
		}
		for _, s := range sc {
			if s.Tool == q.Tool && s.Score == 0 {
				fmt.Printf("%s  ==> %s\n", q.Query[:min(len(q.Query), 150)], q.Tool)
			}
		}
	}
}
