package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// planMiss is one question the plan path gets wrong, with the plan's
// calls.
type planMiss struct {
	id, goal string
	want     []string
	calls    []string
	cause    string // why the plan missed, when known (see missCause, lossCause, pickCause)
	whole    []task.Score
	// bar is the score the engine's best tool for the whole goal had to
	// reach (lexical.Selection.Threshold), 0 when none scores.
	bar float64
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
	case "plan-similar", "plan-scenario", "plan-reliability":
		n, misses, err = metaMisses(p, meta, strings.TrimPrefix(set, "plan-"))
	default:
		return fmt.Errorf("no set %q to dump", set)
	}
	if err != nil {
		return err
	}
	causes := map[string]int{}
	for _, m := range misses {
		if m.cause != "" {
			causes[m.cause]++
		}
		fmt.Fprintf(w, "%s %s\n   want %v\n", m.id, m.goal, m.want)
		if m.cause != "" {
			fmt.Fprintf(w, "   cause: %s; whole goal %v, threshold %.4g\n", m.cause, m.whole, m.bar)
		}
		if len(m.calls) == 0 {
			fmt.Fprintln(w, "   no tool planned")
		}
		for _, c := range m.calls {
			fmt.Fprintf(w, "   %s\n", c)
		}
	}
	for _, c := range slices.SortedFunc(maps.Keys(causes), func(a, b string) int { return causes[b] - causes[a] }) {
		fmt.Fprintf(w, "%5d  %s\n", causes[c], c)
	}
	fmt.Fprintf(w, "%d misses of %d\n", len(misses), n)
	return nil
}

// missCause says why a plan's tool set is not {gold}: the goal split into
// subtasks (with or without the gold tool among them), no tool planned or
// one wrong tool — each told apart by whether the scorer's top-1 on the
// whole goal (top) is the gold tool, and whether it passes the threshold.
func missCause(calls []task.Subtask, gold, top string, topScore, threshold float64) string {
	scorer := "scorer's top-1 on the whole goal is wrong"
	switch {
	case top == gold && topScore < threshold:
		scorer = "scorer's top-1 on the whole goal is gold, below the threshold"
	case top == gold:
		scorer = "scorer's top-1 on the whole goal is gold"
	}
	var tools []string
	for _, c := range calls {
		if !slices.Contains(tools, c.Tool) {
			tools = append(tools, c.Tool)
		}
	}
	switch {
	case len(tools) == 0:
		return "no tool planned; " + scorer
	case len(tools) > 1 && slices.Contains(tools, gold):
		return "split: gold and another tool; " + scorer
	case len(calls) > 1:
		return "split: no gold; " + scorer
	}
	return "one wrong tool; " + scorer
}

// lossCause says why the plan path misses a goal whose gold tool the
// scorer alone ranks first (see metaMisses): the plan split the goal into
// steps; the engine's own ranking of the whole goal (sel: the catalog
// scored with its registry as background) puts another tool first; the
// gold tool leads below the threshold; or the engine chose the gold tool
// for the whole goal and a later rule (a read/write or intent gate, a part
// of the goal) dropped or replaced it.
func lossCause(o outcome, gold string, sel lexical.Selection) string {
	switch {
	case o.steps > 1:
		return fmt.Sprintf("decomposition: %d steps, %d calls", o.steps, len(o.calls))
	case len(sel.Scores) == 0 || sel.Scores[0].Tool != gold:
		return "ranking: the engine ranks another tool first"
	case sel.Best == "" && len(o.calls) == 0:
		return "threshold: gold leads below it, nothing planned"
	case sel.Best == "":
		return "threshold: gold leads below it, another tool planned"
	case len(o.calls) == 0:
		return "gate: gold chosen, then dropped"
	}
	return "gate: gold chosen, then replaced"
}

// pickCause says why the plan path plans a tool for a goal none of whose
// candidates the scorer alone chooses (see metaMisses): the plan split the
// goal into steps; the engine's own selection for the whole goal chooses
// one (its index holds the candidates, with the registry as background);
// or a part of the goal chose a tool at a part's threshold, which then
// stood for the whole goal.
func pickCause(o outcome, sel lexical.Selection) string {
	switch {
	case o.steps > 1:
		return fmt.Sprintf("decomposition: %d steps, %d calls", o.steps, len(o.calls))
	case sel.Best != "":
		return "threshold: the engine chooses a tool for the whole goal"
	}
	return "part: a part's tool stands for the whole goal"
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
			out = append(out, planMiss{id: q.ID, goal: q.text(), want: want, calls: describe(o, shown)})
		}
	}
	return len(qs), out, nil
}

// metaMisses plans MetaTool's similar-choices, scenario or reliability
// queries as the table does (see evalMetaPlan) and returns those whose
// tool set is not {gold} (none for reliability, whose candidates leave
// the gold tool out). A miss the scorer alone gets right, as the table's
// scorer figure counts it — it ranks the gold tool first or, for
// reliability, chooses none — is marked lost, with why (see lossCause and
// pickCause).
func metaMisses(p planPath, m *metaSet, set string) (int, []planMiss, error) {
	all, _, err := metaCatalog(m)
	if err != nil {
		return 0, nil, err
	}
	p = p.withBackground(all)
	mix := lexical.NewIndex(m.specs, p.opts)
	byShown := map[string]toolspec.Spec{}
	for _, s := range all {
		byShown[s.DisplayName()] = s
	}
	shown := displayNames(all)
	qs := m.similar
	switch set {
	case "scenario":
		qs = m.scenario
	case "reliability":
		qs = m.reliable
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
		want := []string{q.Tool}
		if set == "reliability" {
			want = nil
		}
		if !sameSet(got, want) {
			var top string
			var score float64
			var whole []task.Score
			if o.task != nil {
				sc, err := p.eng.Score(context.Background(), reason.NewRun(o.task, nil), &task.Subtask{Description: q.Query}, cat)
				if err != nil {
					return 0, nil, err
				}
				if len(sc) > 0 {
					top, score = sc[0].Tool, sc[0].Score
				}
				for _, x := range sc[:min(3, len(sc))] {
					whole = append(whole, task.Score{Tool: shown[x.Tool], Score: x.Score})
				}
			}
			var gold string
			for _, s := range cat {
				if s.DisplayName() == q.Tool {
					gold = s.Name
				}
			}
			cause := missCause(o.calls, gold, top, score, p.eng.Threshold())
			// wholeGoal is the engine's own selection for the whole goal.
			wholeGoal := p.eng.Index(cat).SelectQuery(lexical.Query{Text: q.Query, Context: q.Query, Whole: true})
			if table := mix.RankAmong(q.Query, q.Candidates); len(table) > 0 && table[0].Tool == q.Tool {
				cause = "lost: " + lossCause(o, gold, wholeGoal)
			}
			if want == nil {
				cause = fmt.Sprintf("%d calls planned; the gold tool is no candidate", len(o.calls))
				if mix.SelectAmong(q.Query, q.Candidates).Best == "" {
					cause = "lost: " + pickCause(o, wholeGoal)
				}
			}
			out = append(out, planMiss{id: fmt.Sprint(i), goal: q.Query, want: want, calls: describe(o, shown), cause: cause, whole: whole, bar: wholeGoal.Threshold})
		}
	}
	return len(qs), out, nil
}
