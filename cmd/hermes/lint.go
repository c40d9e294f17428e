package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/lint"
)

// lintOptions are the flags of hermes tools lint.
type lintOptions struct {
	tools      *multiFlag
	asJSON     *bool
	similarity *float64
}

func lintFlags(e *env, c command) (*flag.FlagSet, lintOptions) {
	fs := newFlags(e, c)
	o := lintOptions{tools: &multiFlag{}}
	fs.Var(o.tools, "tools", "tool manifests (YAML) or function lists (JSON/JSONL); repeatable (default: the demo tools)")
	o.asJSON = fs.Bool("json", false, "print the findings as a JSON array, for CI")
	o.similarity = fs.Float64("similarity", lint.DefaultSimilarity, "word overlap (0..1) from which two descriptions count as too alike")
	return fs, o
}

// lintTools is `hermes tools lint`: exit 1 when it finds something.
func lintTools(e *env, c command, args []string) error {
	fs, o := lintFlags(e, c)
	if _, err := parse(fs, args); err != nil {
		return err
	}
	if *o.similarity <= 0 || *o.similarity > 1 {
		return &exitError{code: 2, msg: "--similarity must be in (0, 1]"}
	}
	specs, err := loadCatalog(*o.tools, e.stderr)
	if err != nil {
		return err
	}
	findings := lint.Check(specs, *o.similarity)
	if *o.asJSON {
		if findings == nil {
			findings = []lint.Finding{}
		}
		b, err := json.MarshalIndent(findings, "", "  ")
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, string(b))
	} else {
		printFindings(e.stdout, findings, len(specs))
	}
	if len(findings) > 0 {
		return &exitError{code: 1, msg: fmt.Sprintf("%d finding(s) in %d tools", len(findings), len(specs))}
	}
	return nil
}

func printFindings(w io.Writer, findings []lint.Finding, tools int) {
	if len(findings) == 0 {
		fmt.Fprintf(w, "%d tools, no findings\n", tools)
		return
	}
	for _, f := range findings {
		fmt.Fprintf(w, "%s: %s: %s\n", f.Tool, f.Check, f.Message)
		if f.Check != lint.Confusable {
			continue
		}
		fmt.Fprintf(w, "    %s: %s\n    %s: %s\n    shared words: %v\n", f.Tool, f.Descriptions[0], f.Other, f.Descriptions[1], f.Shared)
	}
}
