// Command evalsel measures tool selection on the externally authored sets
// in ../shared/eval (BFCL, MetaTool, APIBench) and prints one table with two
// figures per line: the embedded scorer alone (package lexical), and the
// plan path users get — the embedded engine's Parse and Plan, as hermes plan
// runs them: decomposition, threshold, selection and argument filling. It
// also checks the filled arguments against BFCL's possible answers, and runs
// the unseen catalogs of testdata/unseen (tools, date ranges, stated
// arguments). Every line is measured with the same options; see
// docs/eval.md for what each line measures.
//
// Usage, from the repository root:
//
//	go run ./services/planner/cmd/evalsel [-data DIR] [-sweep] [-threshold T]
//
// The data directory is -data, else $HERMES_EVAL_DATA, else ../shared/eval
// beside the repository root (the directory holding go.work).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "evalsel:", err)
		os.Exit(1)
	}
}

func run(args []string, out, progress io.Writer) error {
	fs := flag.NewFlagSet("evalsel", flag.ContinueOnError)
	data := fs.String("data", "", "eval data directory (default $HERMES_EVAL_DATA or ../shared/eval beside the repo root)")
	sweep := fs.Bool("sweep", false, "print the BFCL threshold sweep too")
	var o lexical.Options
	fs.Float64Var(&o.Threshold, "threshold", 0, "no-suitable-tool threshold (0 = scorer default)")
	fs.Float64Var(&o.K1, "k1", 0, "BM25 k1 (0 = default)")
	fs.Float64Var(&o.B, "b", 0, "BM25 b (0 = default)")
	fs.Float64Var(&o.NameWeight, "name", 0, "name field weight (0 = default)")
	fs.Float64Var(&o.ParamWeight, "param", 0, "parameter field weight (0 = default)")
	fs.Float64Var(&o.PhraseWeight, "phrase", 0, "phrase bonus weight (0 = default)")
	fs.Float64Var(&o.FillWeight, "fill", 0, "required-parameter evidence blend (0 = default)")
	fs.Float64Var(&o.ValueWeight, "value", 0, "weight of quoted strings and capitalised names (0 = default)")
	fs.Float64Var(&o.ConflictWeight, "conflict", 0, "share of its score a tool loses when it narrows a noun of the goal with another word (0 = default)")
	fs.Float64Var(&o.CosineWeight, "cos", 0, "cosine blend (0 = default)")
	fs.Float64Var(&o.PrefixWeight, "prefix", 0, "partial credit of word forms sharing a prefix (0 = default)")
	fs.Float64Var(&o.NegWeight, "neg", 0, "negative evidence weight (0 = default)")
	fs.Float64Var(&o.RelatedWeight, "related", 0, "partial credit of related words (0 = default)")
	fs.Float64Var(&o.DescWeight, "desc", 0, "description field weight (0 = default)")
	fs.Float64Var(&o.WhenWeight, "when", 0, "when_to_use field weight (0 = default)")
	fs.Float64Var(&o.Lead, "lead", 0, "lead over the runner-up that lowers a long query's threshold (0 = default)")
	skipAPI := fs.Bool("skip-apibench", false, "skip the APIBench catalogs")
	dumpSet := fs.String("dump", "", "print the misses of one set and stop: the scorer's (multiple, irrelevance, similar, scenario), the plan path's (plan-multiple, plan-irrelevance, plan-similar, plan-scenario, plan-reliability; simple — BFCL simple_python's arguments), or an unseen catalog's, by its directory name (clinic, hotel, …)")
	unseenDir := fs.String("unseen", "", "directory of unseen catalogs (<name>/goals.json + tools); default the copy built in from testdata/unseen")
	unseenOnly := fs.Bool("unseen-only", false, "print the unseen catalogs' lines only: a quick check that reads no external set")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ufs, err := unseenFiles(*unseenDir)
	if err != nil {
		return err
	}
	unseen, err := loadUnseen(ufs)
	if err != nil {
		return err
	}
	if done, err := dumpUnseenSet(out, *dumpSet, unseen, o, progress); done || err != nil {
		return err
	}
	if *unseenOnly {
		tw := tableWriter(out)
		if err := unseenRows(tw, unseen, o, progress); err != nil {
			return err
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(out, "\nOne setting for every line: scorer threshold %.2f; each catalog's clock is its own now.\n", lexical.NewIndex(nil, o).Threshold())
		return nil
	}
	dir, err := dataDir(*data)
	if err != nil {
		return err
	}

	bf, err := loadBFCL(dir)
	if err != nil {
		return err
	}
	bix := lexical.NewIndex(bf.specs, o)
	br := evalBFCL(bix, bf)
	if *sweep {
		bfclSweep(bix, bf)
	}
	meta, err := loadMeta(dir)
	if err != nil {
		return err
	}
	mix := lexical.NewIndex(meta.specs, o)
	if strings.HasPrefix(*dumpSet, "plan-") {
		return dumpPlan(out, *dumpSet, newPlanPath(o, evalNow, evalNow.Location()), dir, meta)
	}
	if *dumpSet == "simple" {
		return dumpSimple(out, newPlanPath(o, evalNow, evalNow.Location()), dir)
	}
	if *dumpSet == "multiple-args" {
		return dumpArgs(out, newPlanPath(o, evalNow, evalNow.Location()), dir, "BFCL_v4_multiple.json")
	}
	if *dumpSet != "" {
		dump(out, *dumpSet, bix, mix, bf, meta, 60)
		return nil
	}

	plan := newPlanPath(o, evalNow, evalNow.Location())
	bp, err := evalBFCLPlan(plan, bf, dir, progress)
	if err != nil {
		return err
	}
	mp, err := evalMetaPlan(plan, meta, progress)
	if err != nil {
		return err
	}

	tw := tableWriter(out)
	row := func(set, metric string, n int, scorer, planned, target, baseline string) {
		tableRow(tw, set, metric, n, scorer, planned, target, baseline)
	}
	th := fmt.Sprintf("%.2f", bix.Threshold())
	row("BFCL multiple", "top-1 tool", len(bf.multiple), f3(br.top1), "-", ">= 0.98", "0.97")
	row("BFCL multiple", "correct and chosen at "+th+" | tool set = {gold}", len(bf.multiple), f3(br.chosenRight), f3(bp.multiRight), ">= 0.95 | >= 0.97", "0.975 (at its 0.62)")
	row("BFCL irrelevance", "no suitable tool at "+th+" | no tool planned", len(bf.irrelevance), f3(br.irrelevance), f3(bp.irrelevance), ">= 0.80 | >= 0.85", "0.62")
	row("BFCL multiple", "arguments: tool set = {gold} and every argument accepted", len(bf.multiple), "-", f3(bp.multiArgs), "-", "-")
	row("BFCL multiple", "arguments of the gold tool, tool given", len(bf.multiple), "-", f3(bp.multiGivenArgs), "-", "-")
	row("BFCL simple_python", "tool set = {gold}", bp.nSimple, "-", f3(bp.simpleRight), "-", "-")
	row("BFCL simple_python", "arguments: one call, every argument accepted", bp.nSimple, "-", f3(bp.simpleArgs), ">= 0.80", "-")
	row("MetaTool similar (T2-S1)", "top-1 | tool set = {gold}", len(meta.similar), f3(top1(mix, meta.similar)), f3(mp.similar), ">= 0.70", "0.54")
	row("MetaTool scenarios (T2-S2)", "top-1 | tool set = {gold}", len(meta.scenario), f3(top1(mix, meta.scenario)), f3(mp.scenario), ">= 0.65", "0.51")
	row("MetaTool reliability (T2-S3)", "no suitable tool at "+th+" | no tool planned, over 10 candidates without the gold", len(meta.reliable), f3(noneAmong(mix, meta.reliable)), f3(mp.reliable), "-", "-")
	row("MetaTool multi-tool", fmt.Sprintf("top-2 | tool set = gold pair, over %d tools", len(meta.specs)), len(meta.multi), f3(multiExact(mix, meta)), f3(mp.multi), "-", "0.03")
	if err := unseenRows(tw, unseen, o, progress); err != nil {
		return err
	}
	if !*skipAPI {
		hubs := []struct{ name, api, eval string }{
			{"TorchHub", "torchhub_api.jsonl", "torchhub_eval.json"},
			{"TensorFlow Hub", "tensorflowhub_api.jsonl", "tensorflow_eval.json"},
			{"HuggingFace", "huggingface_api.jsonl", "huggingface_eval.json"},
		}
		for _, hb := range hubs {
			h, err := loadHub(dir, hb.name, hb.api, hb.eval)
			if err != nil {
				return err
			}
			r := evalHub(h, o)
			pr, err := evalHubPlan(plan, h, progress)
			if err != nil {
				return err
			}
			row("APIBench "+h.name, fmt.Sprintf("top-1 api_call | tool set = {gold}, over %d APIs (scorer mean %.0fµs, p99 %.0fµs per query)", len(h.specs), r.meanMicro, r.p99Micro),
				len(h.evals), f3(r.acc), f3(pr), "-", "-")
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(out, "\nOne setting for every line: scorer threshold %s. The plan path is the embedded engine's Parse and Plan (as hermes plan);\n"+
		"its clock is %s for the external sets and each unseen catalog's own now for it.\n", th, evalNow.Format(time.RFC3339))
	if n := bp.warnings + mp.renamed; n > 0 {
		fmt.Fprintf(out, "Function names loaded under a sanitized name: %d (MetaTool %d).\n", n, mp.renamed)
	}
	return nil
}

// tableWriter starts the figures' table on out with its header.
func tableWriter(out io.Writer) *tabwriter.Writer {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "set\tmetric (scorer | plan path)\tn\tscorer\tplan path\ttarget\tbm25 baseline\n")
	return tw
}

// tableRow writes one line of the figures' table.
func tableRow(tw io.Writer, set, metric string, n int, scorer, planned, target, baseline string) {
	fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\n", set, metric, n, scorer, planned, target, baseline)
}

// unseenRows evaluates each unseen catalog and writes its lines.
func unseenRows(tw io.Writer, unseen []*unseenCatalog, o lexical.Options, progress io.Writer) error {
	for _, c := range unseen {
		u, _, err := evalUnseen(c, o, progress)
		if err != nil {
			return err
		}
		set := fmt.Sprintf("Unseen %s (%s)", c.Catalog, c.Split)
		tableRow(tw, set, fmt.Sprintf("top-k = gold set, k its size | tool set = gold set, over %d tools", len(c.specs)), u.goals, f3(u.scorerTools), f3(u.tools), ">= 0.90", "-")
		tableRow(tw, set, "date range right (none when none named)", u.goals, "-", f3(u.ranges), ">= 0.95", "-")
		tableRow(tw, set, "stated arguments right, per argument", u.argsStated, "-", f3(u.argRight), ">= 0.85", "-")
		tableRow(tw, set, "stated arguments right and none invented, per goal", u.argGoals, "-", f3(u.goalArgsRight), "-", "-")
		tableRow(tw, set, "goals with an invented argument (lower is better)", u.goals, "-", f3(u.invented), "-", "-")
		tableRow(tw, set, "no write tool when the goal asks for none", u.readOnlyGoals, "-", f3(u.noWriteOnReads), "-", "-")
	}
	return nil
}

// f3 formats a share.
func f3(x float64) string { return fmt.Sprintf("%.3f", x) }

// dataDir resolves the eval data directory.
func dataDir(flagDir string) (string, error) {
	if flagDir != "" {
		return flagDir, nil
	}
	if env := os.Getenv("HERMES_EVAL_DATA"); env != "" {
		return env, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.work")); err == nil {
			return filepath.Join(d, "..", "shared", "eval"), nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("no go.work above the working directory; pass -data or set HERMES_EVAL_DATA")
		}
	}
}

// dumpUnseenSet prints the misses of the unseen catalog set names — by its
// directory name, or given-NAME for its arguments with each expected tool
// given — and reads no external set. It reports whether set named one.
func dumpUnseenSet(out io.Writer, set string, unseen []*unseenCatalog, o lexical.Options, progress io.Writer) (bool, error) {
	name, given := strings.CutPrefix(set, "given-")
	for _, c := range unseen {
		switch {
		case set == "" || c.Catalog != name:
			continue
		case given:
			return true, dumpGiven(out, c, newPlanPath(o, c.now, c.loc))
		}
		_, outs, err := evalUnseen(c, o, progress)
		if err != nil {
			return true, err
		}
		dumpUnseen(out, c, outs)
		return true, nil
	}
	return false, nil
}
