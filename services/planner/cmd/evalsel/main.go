// Command evalsel measures the embedded tool scorer (package lexical) on the
// externally authored selection sets in ../shared/eval (BFCL, MetaTool,
// APIBench) and prints one table. Every line is measured with the same
// options; see /work/shared/eval/README.md for what each set measures.
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
	"text/tabwriter"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "evalsel:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
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
	fs.Float64Var(&o.CosineWeight, "cos", 0, "cosine blend (0 = default)")
	fs.Float64Var(&o.PrefixWeight, "prefix", 0, "partial credit of word forms sharing a prefix (0 = default)")
	fs.Float64Var(&o.NegWeight, "neg", 0, "negative evidence weight (0 = default)")
	fs.Float64Var(&o.RelatedWeight, "related", 0, "partial credit of related words (0 = default)")
	fs.Float64Var(&o.DescWeight, "desc", 0, "description field weight (0 = default)")
	fs.Float64Var(&o.WhenWeight, "when", 0, "when_to_use field weight (0 = default)")
	skipAPI := fs.Bool("skip-apibench", false, "skip the APIBench catalogs")
	dumpSet := fs.String("dump", "", "print the misses of one set (multiple, irrelevance, similar, scenario) and stop")
	if err := fs.Parse(args); err != nil {
		return err
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
	if *dumpSet != "" {
		dump(out, *dumpSet, bix, mix, bf, meta, 60)
		return nil
	}

	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "set\tmetric\tn\tscore\ttarget\tbm25 baseline\n")
	fmt.Fprintf(tw, "BFCL multiple\ttop-1 tool\t%d\t%.3f\t>= 0.98\t0.97\n", len(bf.multiple), br.top1)
	fmt.Fprintf(tw, "BFCL multiple\tcorrect and chosen (threshold %.2f)\t%d\t%.3f\t>= 0.95\t0.975 (at its 0.62)\n", bix.Threshold(), len(bf.multiple), br.chosenRight)
	fmt.Fprintf(tw, "BFCL irrelevance\tno suitable tool (threshold %.2f)\t%d\t%.3f\t>= 0.80\t0.62\n", bix.Threshold(), len(bf.irrelevance), br.irrelevance)
	fmt.Fprintf(tw, "MetaTool similar (T2-S1)\ttop-1\t%d\t%.3f\t>= 0.70\t0.54\n", len(meta.similar), top1(mix, meta.similar))
	fmt.Fprintf(tw, "MetaTool scenarios (T2-S2)\ttop-1\t%d\t%.3f\t>= 0.65\t0.51\n", len(meta.scenario), top1(mix, meta.scenario))
	fmt.Fprintf(tw, "MetaTool multi-tool\texact set of 2 over %d tools\t%d\t%.3f\t-\t0.03\n", len(meta.specs), len(meta.multi), multiExact(mix, meta))
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
			fmt.Fprintf(tw, "APIBench %s\ttop-1 api_call over %d APIs (mean %.0fµs, p99 %.0fµs per query)\t%d\t%.3f\t-\t-\n",
				h.name, len(h.specs), r.meanMicro, r.p99Micro, len(h.evals), r.acc)
		}
	}
	return tw.Flush()
}

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
