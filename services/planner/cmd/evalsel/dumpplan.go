package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// planMiss is one question the plan path gets wrong, with the plan's
// calls.
type planMiss struct {
	id, goal string
	want     []string
	calls    []string
}

// dumpPlan prints the questions of one set that the plan path gets wrong
// ("plan-multiple", "plan-irrelevance", "plan-similar", "plan-scenario"):
// the goal, the tools wanted, and each call the plan made with its top
// scores and arguments, then the number of misses.
func dumpPlan(w io.Writer, set string, p planPath, dir string, meta *metaSet) error {
	var misses []planMiss
	var n int
	var err error
	switch set {
	case "plan-multiple", "plan-irrelevance":
		n, misses, err = bfclMisses(p, dir, strings.TrimPrefix(set, "plan-"))
	case "plan-similar", "plan-scenario":
		n, misses, err = metaMisses(p, meta, set == "plan-scenario")
	default:
		return fmt.Errorf("no set %q to dump", set)
	}
	if err != nil {
		return err
	}
	for _, m := range misses {
		fmt.Fprintf(w, "%s %s\n   want %v\n", m.id, m.goal, m.want)
		if len(m.calls) == 0 {
			fmt.Fprintln(w, "   no tool planned")
		}
		for _, c := range m.calls {
			fmt.Fprintf(w, "   %s\n", c)
		}
	}
	fmt.Fprintf(w, "%d misses of %d\n", len(misses), n)
	return nil
}

// describe renders the calls of an outcome, one line each.
func describe(o outcome, shown map[string]string) []string {
	out := make([]string, 0, len(o.calls))
	for _, st := range o.calls {
		out = append(out, fmt.Sprintf("%q → %s %v %v", st.Description, shown[st.Tool], st.Scores[:min(3, len(st.Scores))], st.Args))
	}
	return out
}

// bfclMisses plans a BFCL file's questions and returns those whose tool
// set is not the gold one (none for irrelevance).
func bfclMisses(p planPath, dir, file string) (int, []planMiss, error) {
	qs, err := loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", "BFCL_v4_"+file+".json"))
	if err != nil {
		return 0, nil, err
	}
	gold := map[string]goldCall{}
	if file != "irrelevance" {
		if gold, err = loadAnswers(filepath.Join(dir, "bfcl", "possible_answer", "BFCL_v4_"+file+".json")); err != nil {
			return 0, nil, err
		}
	}
	var out []planMiss
	for i := range qs {
		q := &qs[i]
		specs, _, err := functionCatalog(q.ID+".json", q.Function)
		if err != nil {
			return 0, nil, err
		}
		shown := displayNames(specs)
		o, err := p.plan(q.text(), specs)
		if err != nil {
			return 0, nil, err
		}
		var got, want []string
		for _, t := range o.tools() {
			got = append(got, shown[t])
		}
		if g := gold[q.ID].tool; g != "" {
			want = []string{g}
		}
		if !sameSet(got, want) {
			out = append(out, planMiss{q.ID, q.text(), want, describe(o, shown)})
		}
	}
	return len(qs), out, nil
}

// metaMisses plans MetaTool's similar-choices or scenario queries as the
// table does (see evalMetaPlan) and returns those whose tool set is not
// {gold}.
func metaMisses(p planPath, m *metaSet, scenario bool) (int, []planMiss, error) {
	all, _, err := metaCatalog(m)
	if err != nil {
		return 0, nil, err
	}
	p = p.withBackground(all)
	byShown := map[string]toolspec.Spec{}
	for _, s := range all {
		byShown[s.DisplayName()] = s
	}
	shown := displayNames(all)
	qs := m.similar
	if scenario {
		qs = m.scenario
	}
	var out []planMiss
	for i, q := range qs {
		var cat []toolspec.Spec
		for _, c := range q.Candidates {
			if s, ok := byShown[c]; ok {
				cat = append(cat, s)
			}
		}
		o, err := p.plan(q.Query, cat)
		if err != nil {
			return 0, nil, err
		}
		var got []string
		for _, t := range o.tools() {
			got = append(got, shown[t])
		}
		if !sameSet(got, []string{q.Tool}) {
			out = append(out, planMiss{fmt.Sprint(i), q.Query, []string{q.Tool}, describe(o, shown)})
		}
	}
	return len(qs), out, nil
}
